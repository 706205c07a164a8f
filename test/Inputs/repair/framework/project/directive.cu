// A kernel whose file names the framework's half through the namespace
// that has it by a using-directive.
#include <fxlib/half.h>

using fxd::Half;

template <typename T>
__global__ void negate_kernel(T *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = T(-float(x[i]));
}

void negate(Half *x, int n) {
  negate_kernel<Half><<<(n + 255) / 256, 256>>>(x, n);
}
