// A candidate for `scale`: the same product, operands swapped.
#include <cuda_runtime.h>

__global__ void scale(float *x, float a, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x)
    x[i] = x[i] * a;
}
