// Pre-included by kernel-extract when it parses with a CUDA SDK: nvcc's
// math_functions.hpp gives host code min() and max() on integers and
// floating point, which real projects call from host launch helpers
// (mmcv's GET_BLOCKS: min(blocks, 4096)). clang's CUDA wrapper declares only
// the device overloads; these are their host twins.
#ifndef KERNEL_EXTRACT_HOST_MINMAX_H
#define KERNEL_EXTRACT_HOST_MINMAX_H

#define KX_HOST_MINMAX(T)                                                      \
  static inline __host__ T min(T a, T b) { return a < b ? a : b; }             \
  static inline __host__ T max(T a, T b) { return a > b ? a : b; }

KX_HOST_MINMAX(int)
KX_HOST_MINMAX(unsigned int)
KX_HOST_MINMAX(long)
KX_HOST_MINMAX(unsigned long)
KX_HOST_MINMAX(long long)
KX_HOST_MINMAX(unsigned long long)
KX_HOST_MINMAX(float)
KX_HOST_MINMAX(double)

#undef KX_HOST_MINMAX

#endif
