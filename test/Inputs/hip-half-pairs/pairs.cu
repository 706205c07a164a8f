// The halves of a __half2 read through its members, as FasterTransformer-
// style layer norms do: CUDA's members are __half; HIP's are the raw bits.
#include <cuda_fp16.h>

template <typename T> __device__ float toFloat(T v);
template <> __device__ float toFloat(__half v) { return __half2float(v); }

__global__ void pair_sum(const __half2 *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = toFloat(in[i].x) + __half2float((in + i)->y);
}

template <typename T2>
__global__ void pair_norm(T2 *data, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float a = __half2float(data[i].x), b = __half2float(data[i].y);
    out[i] = a * a + b * b;
  }
}
template __global__ void pair_norm<__half2>(__half2 *, float *, int);

__global__ void pair_zero_low(__half2 *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i].x = __float2half(0.0f);
}

// A warp reduction of halves, as apex's batch norm writes it for its half
// variant: HIP 5.2 has no 16-bit shuffle.
template <typename T> __device__ T warp_sum(T v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_down_sync(0xffffffff, v, offset);
  return v;
}

template <typename T> __global__ void row_sum(const T *in, T *out) {
  T v = warp_sum(in[blockIdx.x * 32 + threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = v;
}
template __global__ void row_sum<__half>(const __half *, __half *);
template __global__ void row_sum<float>(const float *, float *);
