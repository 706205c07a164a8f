#include "axpy.cuh"

void axpy(float a, const float *x, float *y, int n) {
  axpy_kernel<float><<<(n + 255) / 256, 256>>>(a, x, y, n);
}
