// Device printf: clang's CUDA wrapper declares its own device-side printf,
// but nvcc knows printf only from the C header the project includes.
// Two counters declared together: the declaration is copied once, whole.
#include <cstdio>

static __device__ int first_set, last_set;

__global__ void trace_kernel(const int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i]) {
    atomicMin(&first_set, i);
    atomicMax(&last_set, i);
    printf("flag %d set\n", i);
  }
}
