#pragma once

// Included by both TUs, through two different spellings of its path.
template <typename T> __global__ void add_one(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] += T(1);
}

__global__ void zero(float *x) { x[threadIdx.x] = 0.f; }
