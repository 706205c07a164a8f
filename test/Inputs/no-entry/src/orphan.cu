// In no database entry and included by no TU: parsed alone with the flags of
// its nearest neighbour (src/user.cu), whose -I finds helpers.cuh.
#include "helpers.cuh"

__global__ void orphan_kernel(float *x) { x[threadIdx.x] = SCALE; }
