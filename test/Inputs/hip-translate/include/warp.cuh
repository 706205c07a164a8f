// Warp-level helpers, written for 32-wide warps.
#pragma once
#include <cuda_runtime.h>

#define FULL_MASK 0xffffffff
#define WARP_SIZE 32

// Sums v over the 32 lanes of a warp; lane 0 holds the total.
template <typename T>
__device__ T warp_sum(T v) {
  for (int offset = WARP_SIZE / 2; offset > 0; offset /= 2)
    v += __shfl_down_sync(FULL_MASK, v, offset);
  return v;
}

// The same reduction written out, the mask spelled as a literal.
__device__ inline float warp_max(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v = fmaxf(v, __shfl_xor_sync(0xffffffff, v, offset, 32));
  return v;
}

__device__ inline unsigned lane_id() {
  unsigned lane;
#ifdef __CUDA_ARCH__
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
#else
  lane = threadIdx.x % 32;
#endif
  return lane;
}
