// A macro the framework reads, defined before it: its headers say other
// things here, so no preamble built without it may serve this TU.
#define FW_FAST
#include "helper.h"

__global__ void tuned(float *x) { x[threadIdx.x] *= fw::kBlock; }
