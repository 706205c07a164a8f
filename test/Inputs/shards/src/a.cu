#include "ops.cuh"

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void run_a(float *x, float *y, int n) {
  scale<float><<<(n + 255) / 256, 256>>>(x, 2.0f, n);
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
}
