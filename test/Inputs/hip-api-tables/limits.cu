// FLT_MAX with no #include of its own: <cooperative_groups.h> brought it in
// CUDA, but HIP's cooperative groups header does not.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void block_min_kernel(const float *x, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  __shared__ float best;
  if (block.thread_rank() == 0)
    best = FLT_MAX;
  block.sync();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicMin(reinterpret_cast<int *>(&best), __float_as_int(fabsf(x[i])));
  block.sync();
  if (block.thread_rank() == 0)
    out[blockIdx.x] = best;
}
