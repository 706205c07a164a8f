// Cooperative-groups reductions in the style of LLM training kernels: one
// warp per row, its rank among the block's warps from meta_group_rank().
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void row_max_kernel(const float *x, float *out, int rows, int cols) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(block);
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row >= rows)
    return;
  float m = -1e30f;
  for (int c = warp.thread_rank(); c < cols; c += warp.size())
    m = fmaxf(m, x[row * cols + c]);
  m = cg::reduce(warp, m, cg::greater<float>());
  if (warp.thread_rank() == 0)
    out[row] = m;
}
