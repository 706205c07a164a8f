/*
 * cuda.h -- version macros and a few driver-API types.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.
 *
 * These headers model CUDA 12.4: CUDA_VERSION == CUDART_VERSION == 12040.
 * (clang 19 knows CUDA versions up to 12.5; 12.4 keeps every CUDA >= 9.2
 * code path in clang's own __clang_cuda_*.h headers enabled.)
 *
 * Only what kernel sources and clang's headers commonly need is declared:
 * version macros, cuuint32_t/cuuint64_t, CUdeviceptr, CUresult (a few
 * enumerators) and opaque handle types.  Driver-API functions are not declared.
 */
#ifndef KX_CUDA_H
#define KX_CUDA_H

#define CUDA_VERSION 12040
#define __CUDA_API_VERSION 12040

#include <stdint.h>

typedef uint32_t cuuint32_t;
typedef uint64_t cuuint64_t;
typedef unsigned long long CUdeviceptr_v2;
typedef CUdeviceptr_v2 CUdeviceptr;
typedef int CUdevice_v1;
typedef CUdevice_v1 CUdevice;

typedef struct CUctx_st *CUcontext;
typedef struct CUmod_st *CUmodule;
typedef struct CUfunc_st *CUfunction;
typedef struct CUstream_st *CUstream;
typedef struct CUevent_st *CUevent;

typedef enum cudaError_enum {
  CUDA_SUCCESS = 0,
  CUDA_ERROR_INVALID_VALUE = 1,
  CUDA_ERROR_OUT_OF_MEMORY = 2,
  CUDA_ERROR_NOT_INITIALIZED = 3,
  CUDA_ERROR_DEINITIALIZED = 4,
  CUDA_ERROR_NO_DEVICE = 100,
  CUDA_ERROR_INVALID_DEVICE = 101,
  CUDA_ERROR_INVALID_CONTEXT = 201,
  CUDA_ERROR_NOT_FOUND = 500,
  CUDA_ERROR_NOT_READY = 600,
  CUDA_ERROR_LAUNCH_FAILED = 719,
  CUDA_ERROR_UNKNOWN = 999
} CUresult;

#endif /* KX_CUDA_H */
