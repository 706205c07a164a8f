#include <hip/hip_runtime.h>

// y = a * x + y over n elements.
__global__ void axpy(float a, const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void run_axpy(float a, const float *x, float *y, int n) {
  hipLaunchKernelGGL(axpy, dim3((n + 255) / 256), dim3(256), 0, 0, a, x, y, n);
}
