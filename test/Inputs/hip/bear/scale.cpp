// Compiled by hipcc, which compiles C++ sources as HIP (`-x hip`).
#include <hip/hip_runtime.h>

__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= a;
}

void run_scale(float *x, int n, hipStream_t stream) {
  hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, stream, x,
                     2.0f, n);
}
