// A CMake release build (-DNDEBUG) of a kernel that uses cooperative
// groups, which reach CUDA 13's libcu++ and its assert.h.
#include <cooperative_groups.h>

namespace cg = cooperative_groups;

__global__ void tile_sum(const float *in, float *out) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<32> tile = cg::tiled_partition<32>(block);
  float v = in[block.thread_rank()];
  for (int offset = tile.size() / 2; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  if (tile.thread_rank() == 0)
    out[block.thread_rank() / 32] = v;
}
