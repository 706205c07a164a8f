// bfloat16 through CUDA's conversion functions, and its raw bits, as
// mixed-precision optimizers write them.
#include <cuda_bf16.h>

__global__ void scale_bf16(const __nv_bfloat16 *in, __nv_bfloat16 *out,
                           unsigned short *bits, float scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float v = __bfloat162float(in[i]) * scale;
    out[i] = __float2bfloat16(v);
    bits[i] = __bfloat16_as_ushort(out[i]);
  }
}

__global__ void from_bits(const unsigned short *bits, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __bfloat162float(__ushort_as_bfloat16(bits[i]));
}
