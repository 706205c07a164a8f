// Helpers from system and CUDA headers: the unit includes those headers and
// copies nothing of them.
#include <cfloat>
#include <cuda_fp16.h>

__device__ float running_min(const float *in, int n) {
  float best = FLT_MAX;
  for (int i = 0; i < n; ++i)
    best = fminf(best, in[i]);
  return best;
}

__global__ void to_half_kernel(const float *in, __half *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = __float2half(in[i] - running_min(in, n));
}
