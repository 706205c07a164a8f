// A helper template with an explicit specialization for __half: the half
// variant of the kernel calls the specialization, which needs its primary
// template declared before it.
#include <cuda_fp16.h>

template <typename T> __device__ float to_float(T x) { return static_cast<float>(x); }
template <> __device__ float to_float<__half>(__half x) { return __half2float(x); }

template <typename T>
__global__ void widen_kernel(const T *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = to_float(in[i]);
}
