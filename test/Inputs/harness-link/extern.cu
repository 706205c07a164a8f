// A kernel that calls a device function defined in another TU (-rdc=true):
// its unit compiles, its harness does not link.
#include <cuda_runtime.h>
__device__ void report(int code);
__global__ void checked(int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i] < 0)
    report(flags[i]);
}
