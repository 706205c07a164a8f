// Kernels defined once and instantiated explicitly, as a project does to
// compile a device/host pair of one code path in separate TUs.
#pragma once

template <bool DEV>
__global__ void fill_marked(float *out, float value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = DEV ? value : -value;
}

template <typename T>
__global__ void halve(T *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = data[i] / T(2);
}
