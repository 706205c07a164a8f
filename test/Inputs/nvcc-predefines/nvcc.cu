// Compiled by nvcc: __NVCC__ and nvcc's version are predefined, the version
// that of the CUDA headers the parse sees.
#include <cuda.h>
#include "tensorview_like.h"

#if !defined(__NVCC__) || __NVCC__ != 1
#error "__NVCC__ is not defined for an nvcc command"
#endif
#if !defined(__CUDACC_VER_MAJOR__) || !defined(__CUDACC_VER_MINOR__) || \
    !defined(__CUDACC_VER_BUILD__)
#error "nvcc's version macros are not defined for an nvcc command"
#endif
#if __CUDACC_VER_MAJOR__ * 1000 + __CUDACC_VER_MINOR__ * 10 != CUDA_VERSION
#error "nvcc's version is not that of the CUDA headers"
#endif

__global__ void nvcc_scale(float *p) { p[threadIdx.x] = tv_scale(p[threadIdx.x]); }
