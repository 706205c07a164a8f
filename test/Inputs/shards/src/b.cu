#include "ops.cuh"

void run_b(double *x, float *y, int n) {
  dim3 block(128);
  scale<double><<<(n + 127) / 128, block>>>(x, 0.5, n);
  fill<<<32, 256>>>(y, 1.0f, n);
}
