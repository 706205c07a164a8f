// kernel-extract CPU runtime: stands in for the HIP header of this name.
#include "hip/hip_runtime.h"
#include "kx_cpu/complex.h"
