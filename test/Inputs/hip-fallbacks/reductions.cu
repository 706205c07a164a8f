// Warp reductions through cooperative groups, in the style of training
// kernels: one warp per row, found from the warp's rank in its block.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>

namespace cg = cooperative_groups;

__global__ void row_sum_min(const float *x, float *sums, float *mins,
                            int rows, int cols) {
  auto warp = cg::tiled_partition<32>(cg::this_thread_block());
  int row = blockIdx.x * warp.meta_group_size() + warp.meta_group_rank();
  if (row >= rows)
    return;
  float sum = 0.f, low = 3.0e38f;
  for (int c = warp.thread_rank(); c < cols; c += warp.size()) {
    sum += x[row * cols + c];
    low = fminf(low, x[row * cols + c]);
  }
  sum = cg::reduce(warp, sum, cg::plus<float>{});
  low = cg::reduce(warp, low, cg::less<float>());
  if (warp.thread_rank() == 0) {
    sums[row] = sum;
    __stcs(mins + row, low);
  }
}

// A tile passed in: which block it was cut from is not known here.
__device__ int warp_slot(const cg::thread_block_tile<32> &warp) {
  return warp.meta_group_rank();
}

__global__ void count_per_warp(int *counts) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  int total = cg::reduce(warp, 1, cg::plus<int>());
  if (warp.thread_rank() == 0)
    counts[blockIdx.x * 32 + warp_slot(warp)] = total;
}

// A reduction of a struct: CUDA's moves any trivially copyable value
// across lanes.
struct SumMax {
  float sum, max;
};

struct CombineSumMax {
  __device__ SumMax operator()(const SumMax &a, const SumMax &b) const {
    return {a.sum + b.sum, fmaxf(a.max, b.max)};
  }
};

__global__ void row_sum_max(const float *x, SumMax *out, int cols) {
  cg::thread_block_tile<32> warp = cg::tiled_partition<32>(cg::this_thread_block());
  SumMax part{0.f, -3.0e38f};
  for (int c = warp.thread_rank(); c < cols; c += warp.size()) {
    part.sum += x[blockIdx.x * cols + c];
    part.max = fmaxf(part.max, x[blockIdx.x * cols + c]);
  }
  SumMax total = cg::reduce(warp, part, CombineSumMax());
  if (warp.thread_rank() == 0)
    out[blockIdx.x] = total;
}
