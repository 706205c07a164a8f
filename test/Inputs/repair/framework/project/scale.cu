// A kernel launched for float and for the framework's half.
#include "helper.cuh"

template <typename T>
__global__ void scale_kernel(const T *in, T *out, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    typename AccumulateType<T>::type value = in[i];
    out[i] = T(value * factor);
  }
}

void scale(const float *in, float *out, const Half *hin, Half *hout,
           float factor, int n) {
  scale_kernel<float><<<(n + 255) / 256, 256>>>(in, out, factor, n);
  scale_kernel<Half><<<(n + 255) / 256, 256>>>(hin, hout, factor, n);
}
