#include "tables.h"

__global__ void scale(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i == 0)
    atomicAdd(&launches, 1ull);
  if (i < n)
    out[i] = in[i] * coefficients[i % TABLE_SIZE];
}

__global__ void shift(int *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += offsets[i % 4];
}

void run(const float *in, float *out, int *x, int n) {
  scale<<<(n + 127) / 128, 128>>>(in, out, n);
  shift<<<(n + 127) / 128, 128>>>(x, n);
}
