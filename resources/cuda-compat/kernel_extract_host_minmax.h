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

// And the mixed pairs it declares, so that max(int, unsigned) is not
// ambiguous (rodinia's huffman scan): the result type is nvcc's.
#define KX_HOST_MINMAX_MIXED(R, A, B)                                          \
  static inline __host__ R min(A a, B b) {                                     \
    return static_cast<R>(a) < static_cast<R>(b) ? static_cast<R>(a)           \
                                                 : static_cast<R>(b);          \
  }                                                                            \
  static inline __host__ R max(A a, B b) {                                     \
    return static_cast<R>(a) > static_cast<R>(b) ? static_cast<R>(a)           \
                                                 : static_cast<R>(b);          \
  }

KX_HOST_MINMAX_MIXED(unsigned int, int, unsigned int)
KX_HOST_MINMAX_MIXED(unsigned int, unsigned int, int)
KX_HOST_MINMAX_MIXED(unsigned long, long, unsigned long)
KX_HOST_MINMAX_MIXED(unsigned long, unsigned long, long)
KX_HOST_MINMAX_MIXED(unsigned long long, long long, unsigned long long)
KX_HOST_MINMAX_MIXED(unsigned long long, unsigned long long, long long)
KX_HOST_MINMAX_MIXED(double, float, double)
KX_HOST_MINMAX_MIXED(double, double, float)

#undef KX_HOST_MINMAX_MIXED
#undef KX_HOST_MINMAX

// nvcc's math_functions.h also makes the classification functions callable
// unqualified from host code (llm.c's host checks call isfinite(float));
// clang's wrapper declares only their device overloads. libstdc++'s own
// <math.h> makes the same using-declarations, so repeating them is safe.
#if defined(__cplusplus)
#include <cmath>
using std::isfinite;
using std::isinf;
using std::isnan;
using std::signbit;
#endif

#endif
