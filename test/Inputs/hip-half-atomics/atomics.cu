// Atomic adds on 16-bit floating-point addresses, which CUDA has and HIP
// does not, next to one on a float address, which both have.
#include <cuda_bf16.h>
#include <cuda_fp16.h>

__global__ void scatter_half(__half *out, const __half *in, const int *index,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(out + index[i], in[i]);
}

__global__ void scatter_bf16(__nv_bfloat16 *out, const __nv_bfloat16 *in,
                             const int *index, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&out[index[i]], in[i]);
}

__global__ void scatter_float(float *out, const float *in, const int *index,
                              int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(out + index[i], in[i]);
}

// A template's atomic add: dependent in the text the HIP unit is written
// from, on a __half address in its half variant.
template <typename T> __device__ void accumulate(T *total, T value) {
  atomicAdd(total, value);
}

template <typename T>
__global__ void scatter_any(T *out, const T *in, const int *index, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    atomicAdd(out + index[i], in[i]);
    accumulate(out, in[i]);
  }
}

void scatter(float *out, const float *in, const int *index, int n) {
  scatter_any<<<(n + 255) / 256, 256>>>(out, in, index, n);
}
