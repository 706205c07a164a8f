/*
 * cooperative_groups/reduce.h -- cooperative_groups::reduce() and the
 * function objects used with it.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  A butterfly
 * reduction over a tile's shuffles; enough for parsing.
 */
#ifndef KX_COOPERATIVE_GROUPS_REDUCE_H
#define KX_COOPERATIVE_GROUPS_REDUCE_H

#include "../cooperative_groups.h"

namespace cooperative_groups {

#pragma push_macro("KX_CG")
#define KX_CG __host__ __device__ __inline__

template <class T> struct plus {
  KX_CG T operator()(const T &a, const T &b) const { return a + b; }
};
template <class T> struct less {
  KX_CG T operator()(const T &a, const T &b) const { return b < a ? b : a; }
};
template <class T> struct greater {
  KX_CG T operator()(const T &a, const T &b) const { return a < b ? b : a; }
};
template <class T> struct bit_and {
  KX_CG T operator()(const T &a, const T &b) const { return a & b; }
};
template <class T> struct bit_or {
  KX_CG T operator()(const T &a, const T &b) const { return a | b; }
};
template <class T> struct bit_xor {
  KX_CG T operator()(const T &a, const T &b) const { return a ^ b; }
};

template <class Group, class T, class Op>
__device__ __inline__ T reduce(const Group &g, T v, Op op) {
  for (unsigned int off = (unsigned int)g.num_threads() / 2; off > 0; off /= 2)
    v = op(v, g.shfl_xor(v, (int)off));
  return v;
}

#pragma pop_macro("KX_CG")

} /* namespace cooperative_groups */

#endif /* KX_COOPERATIVE_GROUPS_REDUCE_H */
