// Compiled by clang: clang defines neither __NVCC__ nor nvcc's version, and
// a parse of this entry must not either.
#include "tensorview_like.h"

#if defined(__NVCC__)
#error "__NVCC__ is defined for a clang command"
#endif
#if defined(__CUDACC_VER_MAJOR__) || defined(__CUDACC_VER_MINOR__) || \
    defined(__CUDACC_VER_BUILD__)
#error "nvcc's version macros are defined for a clang command"
#endif

__global__ void clang_fill(float *p) { p[threadIdx.x] = 1.f; }
