/*
 * cooperative_groups.h -- a small subset of the Cooperative Groups API.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Declares what kernels
 * most often use: this_thread_block(), this_grid(), coalesced_threads(),
 * tiled_partition<N>(), thread_block_tile<N> with its shuffles/votes, sync(),
 * and (from cooperative_groups/reduce.h) reduce() with plus/less/greater/
 * bit_and/bit_or/bit_xor.  Member bodies are simple stand-ins built on
 * clang's intrinsics; they exist for parsing, not for execution.  Not
 * covered: memcpy_async, labeled_partition, cluster groups, grid sync
 * semantics.
 */
#ifndef KX_COOPERATIVE_GROUPS_H
#define KX_COOPERATIVE_GROUPS_H

#include "cuda_runtime.h"

namespace cooperative_groups {

#pragma push_macro("KX_CG")
#define KX_CG __device__ __inline__ __attribute__((always_inline))

class thread_group {
public:
  KX_CG void sync() const { __syncthreads(); }
  KX_CG unsigned long long size() const { return num_threads(); }
  KX_CG unsigned long long num_threads() const {
    return (unsigned long long)blockDim.x * blockDim.y * blockDim.z;
  }
  KX_CG unsigned long long thread_rank() const {
    return (threadIdx.z * blockDim.y + threadIdx.y) * blockDim.x + threadIdx.x;
  }
};

class thread_block : public thread_group {
public:
  KX_CG dim3 group_index() const { return dim3(blockIdx.x, blockIdx.y, blockIdx.z); }
  KX_CG dim3 thread_index() const { return dim3(threadIdx.x, threadIdx.y, threadIdx.z); }
  KX_CG dim3 group_dim() const { return dim3(blockDim.x, blockDim.y, blockDim.z); }
  KX_CG dim3 dim_threads() const { return group_dim(); }
};

class grid_group {
public:
  KX_CG void sync() const { __syncthreads(); }
  KX_CG bool is_valid() const { return true; }
  KX_CG unsigned long long num_blocks() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z;
  }
  KX_CG unsigned long long block_rank() const {
    return (blockIdx.z * gridDim.y + blockIdx.y) * gridDim.x + blockIdx.x;
  }
  KX_CG unsigned long long num_threads() const {
    return num_blocks() * blockDim.x * blockDim.y * blockDim.z;
  }
  KX_CG unsigned long long size() const { return num_threads(); }
  KX_CG unsigned long long thread_rank() const {
    return block_rank() * blockDim.x * blockDim.y * blockDim.z +
           thread_block().thread_rank();
  }
  KX_CG dim3 group_dim() const { return dim3(gridDim.x, gridDim.y, gridDim.z); }
};

/* warp-or-smaller groups: shared implementation of shuffles and votes */
template <unsigned int Size> class kx_warp_group {
public:
  KX_CG unsigned int kx_mask() const { return 0xffffffffu; }
  KX_CG void sync() const { __syncwarp(kx_mask()); }
  KX_CG unsigned long long size() const { return Size; }
  KX_CG unsigned long long num_threads() const { return Size; }
  KX_CG unsigned long long thread_rank() const {
    return thread_block().thread_rank() & (Size - 1);
  }
  KX_CG unsigned long long meta_group_rank() const {
    return thread_block().thread_rank() / Size;
  }
  KX_CG unsigned long long meta_group_size() const {
    return (thread_block().num_threads() + Size - 1) / Size;
  }
  template <class T> KX_CG T shfl(T v, int src) const {
    return __shfl_sync(kx_mask(), v, src, Size);
  }
  template <class T> KX_CG T shfl_down(T v, unsigned int d) const {
    return __shfl_down_sync(kx_mask(), v, d, Size);
  }
  template <class T> KX_CG T shfl_up(T v, unsigned int d) const {
    return __shfl_up_sync(kx_mask(), v, d, Size);
  }
  template <class T> KX_CG T shfl_xor(T v, int m) const {
    return __shfl_xor_sync(kx_mask(), v, m, Size);
  }
  KX_CG int any(int p) const { return __any_sync(kx_mask(), p); }
  KX_CG int all(int p) const { return __all_sync(kx_mask(), p); }
  KX_CG unsigned int ballot(int p) const { return __ballot_sync(kx_mask(), p); }
  template <class T> KX_CG unsigned int match_any(T v) const {
    return __match_any_sync(kx_mask(), v);
  }
};

/* thread_block_tile<N, Parent> converts to thread_block_tile<N> (Parent
 * void), as in CUDA: the parent-typed tile derives from the plain one. */
template <unsigned int Size, class ParentT = void>
class thread_block_tile : public thread_block_tile<Size, void> {};
template <unsigned int Size>
class thread_block_tile<Size, void> : public kx_warp_group<Size> {};

class coalesced_group : public kx_warp_group<32> {};

KX_CG thread_block this_thread_block() { return thread_block(); }
KX_CG grid_group this_grid() { return grid_group(); }
KX_CG coalesced_group coalesced_threads() { return coalesced_group(); }

template <unsigned int Size, class ParentT>
KX_CG thread_block_tile<Size, ParentT> tiled_partition(const ParentT &) {
  return thread_block_tile<Size, ParentT>();
}
KX_CG thread_group tiled_partition(const thread_group &parent, unsigned int) {
  return parent;
}

template <class Group> KX_CG void sync(const Group &g) { g.sync(); }
template <class Group> KX_CG unsigned long long thread_rank(const Group &g) {
  return g.thread_rank();
}
template <class Group> KX_CG unsigned long long group_size(const Group &g) {
  return g.num_threads();
}

#pragma pop_macro("KX_CG")

} /* namespace cooperative_groups */

#endif /* KX_COOPERATIVE_GROUPS_H */
