// Kernels shared by the project's programs, in a directory beside theirs.
#pragma once

template <typename T>
__global__ void axpy_kernel(T a, const T *x, T *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] += a * x[i];
}
