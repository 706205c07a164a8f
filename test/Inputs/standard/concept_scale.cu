// A kernel constrained by a C++20 concept, calling a constexpr host
// function (nvcc: --expt-relaxed-constexpr).
#include <cuda_runtime.h>

template <typename T>
concept Wide = sizeof(T) >= 4;

constexpr float gain() { return 2.0f; }

template <Wide T>
__global__ void scale(T *out, const T *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * T(gain());
}

void scaleAll(float *out, const float *in, int n) {
  scale<float><<<(n + 255) / 256, 256>>>(out, in, n);
}
