// Defines the counter uses_extern.cu declares.
#include <cuda_runtime.h>

__device__ int hits;
