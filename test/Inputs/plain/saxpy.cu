// A plain kernel with comments and odd formatting the tool must keep.
#include <cuda_runtime.h>

/* Block comment before the kernel: not part of it. */
__global__ void saxpy(int n, float a,
                      const float *x,   // input
                      float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  /* y <- a*x + y */
  if (i < n)    y[i] = a * x[i]
                     + y[i];
}

void run_saxpy(int n, float a, const float *x, float *y, cudaStream_t s) {
  saxpy<<<(n + 255) / 256, 256>>>(n, a, x, y);
  saxpy<<<dim3(4), dim3(64, 1), 128 * sizeof(float), s>>>(n, a, x, y);
}
