#include "include/ops.cuh"
#include <vendor_kernels.cuh>

void b_run(double *d, float *x, int n, int offset) {
  scale<double><<<(n + 63) / 64, 64>>>(d + offset, 0.5, n - offset);
  negate<<<n / 128, 128>>>(x, n);
  vendor_zero<<<1, 32>>>(x, n);
}
