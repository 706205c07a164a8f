#pragma once
#include <tensorlib/tensor.h>

__device__ inline float to_float(__half h) { return __half2float(h); }
