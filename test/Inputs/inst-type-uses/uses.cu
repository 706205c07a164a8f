#include <cuda_fp16.h>

// The accumulator type of an element type: __half accumulates in float.
template <typename T> struct Traits { using acc_t = T; };
template <> struct Traits<__half> { using acc_t = float; };

#define SCALE_BY(TYPE, v) (static_cast<TYPE>(v) * static_cast<TYPE>(2))

// A dependent type: the parameter, a local and a cast.
template <typename T>
__global__ void accumulate(const T *in, typename Traits<T>::acc_t *out, int n) {
  typename Traits<T>::acc_t sum = 0;
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    sum += static_cast<typename Traits<T>::acc_t>(in[i]);
  out[threadIdx.x] = sum;
}

// T in a C cast, sizeof, static_cast, local declarations, a __shared__ array
// and as an argument written in a macro use.
template <typename T>
__global__ void uses(const float *in, T *out, unsigned *bytes) {
  __shared__ T buf[256];
  T local = (T)in[threadIdx.x];           // C cast
  T twice = SCALE_BY(T, in[threadIdx.x]); // macro argument
  buf[threadIdx.x] = static_cast<T>(local + twice);
  __syncthreads();
  out[threadIdx.x] = buf[255 - threadIdx.x];
  if (threadIdx.x == 0) *bytes = sizeof(T) * 256;
}
