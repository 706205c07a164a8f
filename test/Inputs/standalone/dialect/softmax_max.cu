// Built with --expt-relaxed-constexpr, as PyTorch extensions are: the kernel
// calls a constexpr host function (numeric_limits) from device code.
#include <limits>

__global__ void row_max_kernel(const float *in, float *out, int cols) {
  float best = -std::numeric_limits<float>::infinity();
  for (int c = 0; c < cols; ++c)
    best = fmaxf(best, in[blockIdx.x * cols + c]);
  out[blockIdx.x] = best;
}
