// vendor.h is in third_party/, which the command does not put on the path.
#include "vendor.h"

__global__ void needs_vendor(int *p) { p[0] = VENDOR_SCALE; }
