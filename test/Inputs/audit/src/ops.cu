#include "vendor_fill.cuh"

template <typename T> __global__ void scale(T *x, T s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

__global__ void square(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= x[i];
}

void run(float *f, int *k, int n) {
  vendor::fill<<<(n + 255) / 256, 256>>>(f, 1.0f, n);
  scale<<<(n + 255) / 256, 256>>>(f, 2.0f, n);
  scale<<<(n + 255) / 256, 256>>>(k, 3, n);
  square<<<(n + 255) / 256, 256>>>(f, n);
}
