#pragma once
#define VENDOR_SCALE 2
