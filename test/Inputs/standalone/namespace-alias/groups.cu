// Cooperative-groups code as llm.c-style projects write it: a namespace
// alias and a using-directive at file scope, a lambda in the kernel.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
namespace cg = cooperative_groups;
using namespace cooperative_groups;

__device__ float warp_sum(cg::thread_block_tile<32> &warp, float v) {
  return cg::reduce(warp, v, cg::plus<float>());
}

__global__ void sum_kernel(const float *in, float *out, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  float acc = 0.0f;
  auto add = [&](int i) { acc += in[i]; };
  for (int i = threadIdx.x; i < n; i += blockDim.x)
    add(i);
  float total = warp_sum(warp, acc);
  if (warp.thread_rank() == 0)
    atomicAdd(out, total);
}

// Uses nothing of cooperative groups, but the using-directive precedes it.
__global__ void scale_kernel(float *x, float s, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= s;
}
