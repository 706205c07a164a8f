steady
