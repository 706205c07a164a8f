#include <cuda_runtime.h>
#include <cuda_bf16.h>

// Scales bfloat16 values through float.
__global__ void scale_bf16_kernel(const __nv_bfloat16 *in, __nv_bfloat16 *out,
                                  float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = static_cast<__nv_bfloat16>(static_cast<float>(in[i]) * s);
}
