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
