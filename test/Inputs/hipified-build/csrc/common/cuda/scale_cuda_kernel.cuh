#ifndef SCALE_CUDA_KERNEL_CUH
#define SCALE_CUDA_KERNEL_CUH

#include <cuda_runtime.h>

#define THREADS_PER_BLOCK 256

// Scales and sums one block's elements.
template <typename T>
__global__ void scale_sum_kernel(const T *input, T *output, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  T value = i < n ? input[i] * factor : T(0);
  for (int offset = 16; offset > 0; offset /= 2)
    value += __shfl_down_sync(0xffffffff, value, offset);
  if (threadIdx.x % 32 == 0)
    atomicAdd(output, value);
}

#endif
