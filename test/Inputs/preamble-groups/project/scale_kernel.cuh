#ifndef SCALE_KERNEL_CUH
#define SCALE_KERNEL_CUH
#include "helper.h"

template <typename T> __global__ void scale(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = fw::twice(x[i]);
}
#endif
