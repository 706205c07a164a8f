// A kernel launched with the framework's half type.
#include <fw/half.h>

template <typename T>
__global__ void scale_values(T *x, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = T(float(x[i]) * factor);
}

template <typename T>
__global__ void divide_values(T *x, T divisor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = half_abs(x[i] / divisor);
}

void scale(fw::Half *x, float factor, int n) {
  scale_values<fw::Half><<<(n + 255) / 256, 256>>>(x, factor, n);
  divide_values<fw::Half><<<(n + 255) / 256, 256>>>(x, fw::Half(factor), n);
}
