#include <hip/hip_runtime.h>

__global__ void scale(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}

void run_scale(float *x, float s, int n) {
  scale<<<(n + 127) / 128, 128>>>(x, s, n);
}
