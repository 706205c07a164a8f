// A kernel calling a chain of device helpers, one of them a template in a
// namespace, one in another project header.
#include "common/math.cuh"

__device__ float unused_helper(float x) { return -x; }

__device__ float scaled_square(float x, float s) {
  return proj::square(x) * s;
}

__device__ float bounded(float x, float s) {
  return proj::detail::clamp_to(scaled_square(x, s), 0.0f, 1.0f);
}

__global__ void chain_kernel(const float *in, float *out, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = bounded(in[i], s);
}

void launch(const float *in, float *out, float s, int n) {
  chain_kernel<<<(n + 127) / 128, 128>>>(in, out, s, n);
}
