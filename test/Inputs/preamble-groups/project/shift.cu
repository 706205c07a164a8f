#include "helper.h"

__global__ void shift(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = fw::twice(x[i]) + 1.0f;
}
