// A template kernel emitted for float and for half: each unit holds the
// variant, the class template specializations and the overloads that variant
// uses, and the helper templates it calls.
#include <cuda_fp16.h>

template <typename T> struct Accum { using type = T; };
template <> struct Accum<__half> { using type = float; };

__device__ inline float to_float(float x) { return x; }
__device__ inline float to_float(__half x) { return __half2float(x); }

template <typename T> __device__ T from_float(float x) { return static_cast<T>(x); }

template <typename T>
__global__ void axpy_kernel(const T *x, T *y, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    typename Accum<T>::type acc = a * to_float(x[i]) + to_float(y[i]);
    y[i] = from_float<T>(acc);
  }
}

template <typename T> void axpy(const T *x, T *y, float a, int n) {
  axpy_kernel<T><<<(n + 255) / 256, 256>>>(x, y, a, n);
}
template void axpy<float>(const float *, float *, float, int);
