// Device printf: clang's CUDA wrapper declares its own device-side printf,
// but nvcc knows printf only from the C header the project includes.
#include <cstdio>

__global__ void trace_kernel(const int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i])
    printf("flag %d set\n", i);
}
