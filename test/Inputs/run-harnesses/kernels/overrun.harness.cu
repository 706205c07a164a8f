overrun
