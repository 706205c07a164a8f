// bfloat16 through CUDA's conversion functions: HIP has the same names
// from 6.0 on (hip_bf16.h), none before.
#include <cuda_bf16.h>

__global__ void round_to_bf16(const float *in, __nv_bfloat16 *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2bfloat16(in[i] * 0.5f);
}
