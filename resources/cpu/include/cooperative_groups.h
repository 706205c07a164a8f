// kernel-extract CPU runtime: stands in for <cooperative_groups.h>. The
// block, its tiles of up to a warp (shuffles of the tile's width on the
// tile's lanes), coalesced groups, and the collectives of
// <cooperative_groups/reduce.h> and <cooperative_groups/scan.h>. A grid's
// sync is not runnable: blocks run one after another.
#ifndef KX_CPU_COOPERATIVE_GROUPS_H
#define KX_CPU_COOPERATIVE_GROUPS_H

#include "kx_cpu.h"

namespace cooperative_groups {

namespace details {
inline unsigned block_threads() {
  return blockDim.x * blockDim.y * blockDim.z;
}
inline unsigned block_rank() { return ::kx_cpu::self().linear; }
// The lanes of the width-`n` tile the calling lane belongs to.
inline unsigned long long tile_mask(unsigned n) {
  unsigned long long lanes = n >= 64 ? ~0ULL : (1ULL << n) - 1;
  return lanes << (::kx_cpu::lane() / n * n);
}
} // namespace details

class thread_block {
public:
  void sync() const { __syncthreads(); }
  unsigned size() const { return details::block_threads(); }
  unsigned num_threads() const { return size(); }
  unsigned thread_rank() const { return details::block_rank(); }
  dim3 group_index() const { return dim3(blockIdx); }
  dim3 thread_index() const { return dim3(threadIdx); }
  dim3 group_dim() const { return blockDim; }
  dim3 dim_threads() const { return blockDim; }
};
inline thread_block this_thread_block() { return thread_block(); }

// A tile of `n` consecutive threads, n a power of two up to the warp.
class thread_group {
public:
  explicit thread_group(unsigned n) : n_(n) {
    if (n == 0 || n > ::kx_cpu::warp_size || (n & (n - 1)))
      ::kx_cpu::fail("a tile wider than a warp, or not a power of two");
  }
  void sync() const { __syncwarp(details::tile_mask(n_)); }
  unsigned size() const { return n_; }
  unsigned num_threads() const { return n_; }
  unsigned thread_rank() const { return details::block_rank() % n_; }
  unsigned meta_group_rank() const { return details::block_rank() / n_; }
  unsigned meta_group_size() const {
    return (details::block_threads() + n_ - 1) / n_;
  }
  template <class T> T shfl(T v, int src) const {
    return __shfl_sync(details::tile_mask(n_), v, src, int(n_));
  }
  template <class T> T shfl_up(T v, unsigned d) const {
    return __shfl_up_sync(details::tile_mask(n_), v, d, int(n_));
  }
  template <class T> T shfl_down(T v, unsigned d) const {
    return __shfl_down_sync(details::tile_mask(n_), v, d, int(n_));
  }
  template <class T> T shfl_xor(T v, int x) const {
    return __shfl_xor_sync(details::tile_mask(n_), v, x, int(n_));
  }
  int any(int p) const { return __any_sync(details::tile_mask(n_), p); }
  int all(int p) const { return __all_sync(details::tile_mask(n_), p); }
  unsigned ballot(int p) const {
    unsigned long long b = __ballot_sync(details::tile_mask(n_), p);
    return unsigned(b >> (::kx_cpu::lane() / n_ * n_));
  }

private:
  unsigned n_;
};

template <unsigned N, class Parent = void>
class thread_block_tile : public thread_group {
public:
  thread_block_tile() : thread_group(N) {}
  template <class Other>
  thread_block_tile(const thread_block_tile<N, Other> &) : thread_group(N) {}
  static constexpr unsigned size() { return N; }
  static constexpr unsigned num_threads() { return N; }
};
template <unsigned N, class Parent>
thread_block_tile<N> tiled_partition(const Parent &) {
  return thread_block_tile<N>();
}
template <class Parent>
thread_group tiled_partition(const Parent &, unsigned n) {
  return thread_group(n);
}

// The live lanes of the calling warp.
class coalesced_group {
public:
  coalesced_group() : mask_(__activemask()) {}
  unsigned size() const { return unsigned(__builtin_popcountll(mask_)); }
  unsigned num_threads() const { return size(); }
  unsigned thread_rank() const {
    unsigned lane = ::kx_cpu::lane();
    return unsigned(__builtin_popcountll(mask_ & ((1ULL << lane) - 1)));
  }
  void sync() const { __syncwarp(mask_); }
  template <class T> T shfl(T v, int rank) const {
    unsigned long long m = mask_;
    for (int i = 0; i < rank && m; ++i)
      m &= m - 1;
    return __shfl_sync(mask_, v, m ? __builtin_ctzll(m) : 0);
  }

private:
  unsigned long long mask_;
};
inline coalesced_group coalesced_threads() { return coalesced_group(); }

class grid_group {
public:
  void sync() const {
    ::kx_cpu::fail("a grid-wide sync (cooperative launch) is not runnable: "
                   "blocks run one after another");
  }
  unsigned long long size() const {
    return (unsigned long long)gridDim.x * gridDim.y * gridDim.z *
           details::block_threads();
  }
  unsigned long long thread_rank() const {
    unsigned long long block =
        blockIdx.x + (unsigned long long)gridDim.x *
                         (blockIdx.y + (unsigned long long)gridDim.y * blockIdx.z);
    return block * details::block_threads() + details::block_rank();
  }
};
inline grid_group this_grid() { return grid_group(); }

template <class Group> void sync(const Group &g) { g.sync(); }

// HIP lacks these: a HIP unit defines them itself (lib/Hip/HipFallbacks).
#ifndef KX_CPU_HIP
template <class T> struct plus { T operator()(T a, T b) const { return a + b; } };
template <class T> struct less {
  T operator()(T a, T b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  T operator()(T a, T b) const { return a < b ? b : a; }
};
template <class T> struct bit_and { T operator()(T a, T b) const { return a & b; } };
template <class T> struct bit_or { T operator()(T a, T b) const { return a | b; } };
template <class T> struct bit_xor { T operator()(T a, T b) const { return a ^ b; } };

// A butterfly over the tile, as the library's reduction: every thread gets
// the result.
template <class Group, class T, class Op>
T reduce(const Group &g, T v, Op op) {
  for (unsigned offset = g.size() / 2; offset > 0; offset /= 2)
    v = op(v, g.shfl_xor(v, int(offset)));
  return v;
}
#endif

template <class Group, class T, class Op>
T inclusive_scan(const Group &g, T v, Op op) {
  for (unsigned offset = 1; offset < g.size(); offset *= 2) {
    T other = g.shfl_up(v, offset);
    if (g.thread_rank() >= offset)
      v = op(v, other);
  }
  return v;
}
template <class Group, class T> T inclusive_scan(const Group &g, T v) {
  return inclusive_scan(g, v, [](T a, T b) { return a + b; });
}
template <class Group, class T, class Op>
T exclusive_scan(const Group &g, T v, Op op) {
  T inclusive = inclusive_scan(g, v, op);
  T shifted = g.shfl_up(inclusive, 1);
  return g.thread_rank() == 0 ? T() : shifted;
}
template <class Group, class T> T exclusive_scan(const Group &g, T v) {
  return exclusive_scan(g, v, [](T a, T b) { return a + b; });
}

} // namespace cooperative_groups

#endif
