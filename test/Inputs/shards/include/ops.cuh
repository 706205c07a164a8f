// Kernels every TU of the project includes: each TU launches its own
// instantiations, which a shard sees only in part.
#pragma once

template <typename T>
__global__ void scale(T *data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] *= factor;
}

__global__ void fill(float *data, float value, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    data[i] = value;
}
