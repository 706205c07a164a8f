// Uses a __device__ variable defined in another translation unit (-rdc).
#include <cuda_runtime.h>

extern __device__ int hits;

__global__ void extern_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i] = 0.0f;
    atomicAdd(&hits, 1);
  }
}
