#include <hip/hip_runtime.h>

__global__ void negate(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = -x[i];
}

int main() {
  float *x;
  if (hipMalloc(&x, 64 * sizeof(float)) != hipSuccess)
    return 1;
  negate<<<1, 64>>>(x, 64);
  return hipDeviceSynchronize() == hipSuccess ? 0 : 1;
}
