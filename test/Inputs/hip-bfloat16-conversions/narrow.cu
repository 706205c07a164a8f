// A float stored into a __nv_bfloat16 converts implicitly in CUDA; before
// HIP 6.0, hip_bfloat16 converts from float only explicitly.
#include <cuda_bf16.h>

__global__ void narrow(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * 2.0f;
}

__global__ void narrow_init(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    __nv_bfloat16 b = in[i];
    out[i] = b;
  }
}

__global__ void narrow_explicit(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __nv_bfloat16(in[i]);
}

__global__ void copy_bf16(const __nv_bfloat16 *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

// Written by a macro: the conversion has no place of its own in the text.
#define STORE_SCALED(dst, x) dst = (x) * 0.5f

__global__ void narrow_macro(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    STORE_SCALED(out[i], in[i]);
}

// In a class template, the conversion exists only in the bfloat16
// specialization (llm.c's packed vectors).
template <typename T> struct Pack {
  T v[2];
  __device__ static Pack constant(T x) {
    Pack p;
    p.v[0] = x;
    p.v[1] = x;
    return p;
  }
  __device__ static Pack zeros() { return constant(0); }
};

template <typename T> __global__ void fill_zero(T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = Pack<T>::zeros().v[0];
}

void fill(__nv_bfloat16 *out, int n) {
  fill_zero<<<(n + 255) / 256, 256>>>(out, n);
}

// A plain kernel that uses the bfloat16 specialization.
__global__ void zero_bf16(__nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = Pack<__nv_bfloat16>::zeros().v[0];
}
