// A helper declared before its caller and defined after it: the caller's
// definition needs the declaration.
#include <cuda_runtime.h>

__device__ float later(float x);

__device__ float earlier(float x) { return later(x) + 1.0f; }

__device__ float later(float x) { return 2.0f * x; }

__global__ void order_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = earlier(data[i]);
}
