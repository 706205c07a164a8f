#include "cuda.h"

__global__ void scale_kernel(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

void scale(float *x, float s, int n) {
  scale_kernel<<<ceil_div(n, PROJECT_BLOCK), PROJECT_BLOCK>>>(x, s, n);
}
