/*
 * cuda_runtime.h -- entry point force-included (-include cuda_runtime.h) by
 * kernel-extract when it parses CUDA sources with clang and -nocudainc.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Models CUDA 12.4
 * (CUDA_VERSION 12040, see cuda.h).
 *
 * -nocudainc turns off clang's own __clang_cuda_runtime_wrapper.h, which
 * would otherwise pull in the SDK's headers.  This file takes over its role:
 * it defines the CUDA keywords, supplies the SDK-side declarations (vector
 * types, dim3, runtime API, atomics, launch plumbing) and includes the parts
 * of clang's resource directory that stand alone, in the order the wrapper
 * uses:
 *   __clang_cuda_math_forward_declares.h  before <cmath>
 *   __clang_cuda_builtin_vars.h           threadIdx/blockIdx/blockDim/gridDim,
 *                                         warpSize (needs uint3, dim3)
 *   __clang_cuda_libdevice_declares.h     __nv_* libdevice prototypes
 *   __clang_cuda_device_functions.h       __expf, __fdividef, __syncthreads_*,
 *                                         __threadfence, __popc, typed atomics
 *   __clang_cuda_math.h                   expf, rsqrtf, fmaf, ... (device side)
 *   __clang_cuda_cmath.h                  std:: device overloads
 *   __clang_cuda_intrinsics.h             __shfl*_sync, __ballot_sync,
 *                                         __activemask, __ldg, __match*_sync,
 *                                         __reduce_*_sync (needs vector types,
 *                                         cuuint32_t, crt/sm_70_rt.hpp)
 *   __clang_cuda_complex_builtins.h       __mulsc3 & co. for std::complex
 * Everything the SDK would add on top (atomicAdd & co.) is declared in the
 * kernel-extract headers next to this one.  __syncthreads() is a clang
 * builtin and needs no declaration.  Textures: only the object API templates
 * (tex1Dfetch<T>, tex2D<T>, ...) are declared, see texture_fetch_functions.h.
 */
#ifndef KX_CUDA_RUNTIME_H
#define KX_CUDA_RUNTIME_H

#if !defined(__CUDA__) || !defined(__clang__)
#error "kernel-extract's cuda_runtime.h is only for clang in CUDA mode (-x cuda)"
#endif

#include "host_defines.h"

/* Must precede <cmath> so that constexpr std math functions do not become
 * implicitly host+device and clash with the device overloads. */
#include <__clang_cuda_math_forward_declares.h>

/* libstdc++ avoids __float128 when __CUDACC__ is set; code also tests it to
 * detect CUDA compilation, so it stays defined. */
#ifndef __CUDACC__
#define __CUDACC__
#endif

#include <cmath>
#include <climits> /* __clang_cuda_math.h uses INT_MAX/INT_MIN */
#include <cstdlib>
#include <stdlib.h>
#include <string.h>

#include "cuda.h"
#include "vector_types.h"
#include "vector_functions.h"
#include "driver_types.h"
#include "cuda_runtime_api.h"

#include <__clang_cuda_builtin_vars.h>
/* the builtin variables come from clang; device_launch_parameters.h is a
 * no-op */
#include "device_launch_parameters.h"

#include <__clang_cuda_libdevice_declares.h>
#include <__clang_cuda_device_functions.h>
#include <__clang_cuda_math.h>
#include "math_functions.h" /* host twins of CUDA-only math, min/max */

#include "device_atomic_functions.h"

/* ---- device-side C library pieces clang expects (printf/malloc/assert) --- */
extern "C" {
__device__ int vprintf(const char *format, const char *args);
__device__ int printf(const char *format, ...);
__device__ void *malloc(size_t size) __attribute__((nothrow))
__attribute__((malloc));
__device__ void free(void *ptr) __attribute__((nothrow));
__device__ void __assertfail(const char *message, const char *file,
                             unsigned line, const char *function,
                             size_t charSize);
/* glibc's assert() expands to __assert_fail; route it to __assertfail. */
__device__ static inline void __assert_fail(const char *message,
                                            const char *file, unsigned line,
                                            const char *function) {
  __assertfail(message, file, line, function, sizeof(char));
}
} /* extern "C" */

namespace std {
__device__ static inline void *malloc(size_t size) { return ::malloc(size); }
__device__ static inline void free(void *ptr) { ::free(ptr); }
} /* namespace std */

/* ---- conversions declared (not defined) by __clang_cuda_builtin_vars.h --- */
__device__ inline __cuda_builtin_threadIdx_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_threadIdx_t::operator uint3() const {
  return uint3{x, y, z};
}
__device__ inline __cuda_builtin_blockIdx_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_blockIdx_t::operator uint3() const {
  return uint3{x, y, z};
}
__device__ inline __cuda_builtin_blockDim_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_blockDim_t::operator uint3() const {
  return uint3{x, y, z};
}
__device__ inline __cuda_builtin_gridDim_t::operator dim3() const {
  return dim3(x, y, z);
}
__device__ inline __cuda_builtin_gridDim_t::operator uint3() const {
  return uint3{x, y, z};
}

#include "device_functions.h" /* must precede __clang_cuda_intrinsics.h */

#include <__clang_cuda_cmath.h>
#include <__clang_cuda_intrinsics.h>
#include <__clang_cuda_complex_builtins.h>

#include "texture_fetch_functions.h"

/* ---- C++ runtime API: typed overloads of the C API ---------------------- */
template <class T>
static __inline__ __host__ cudaError_t cudaMalloc(T **devPtr, size_t size) {
  return ::cudaMalloc((void **)(void *)devPtr, size);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocHost(T **ptr, size_t size,
                                                      unsigned int flags = 0) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaHostAlloc(T **ptr, size_t size,
                                                     unsigned int flags) {
  return ::cudaHostAlloc((void **)(void *)ptr, size, flags);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaMallocManaged(T **devPtr, size_t size,
                  unsigned int flags = cudaMemAttachGlobal) {
  return ::cudaMallocManaged((void **)(void *)devPtr, size, flags);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocPitch(T **devPtr,
                                                       size_t *pitch,
                                                       size_t width,
                                                       size_t height) {
  return ::cudaMallocPitch((void **)(void *)devPtr, pitch, width, height);
}
template <class T>
static __inline__ __host__ cudaError_t cudaMallocAsync(T **devPtr, size_t size,
                                                       cudaStream_t stream) {
  return ::cudaMallocAsync((void **)(void *)devPtr, size, stream);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaMemcpyToSymbol(const T &symbol, const void *src, size_t count,
                   size_t offset = 0,
                   enum cudaMemcpyKind kind = cudaMemcpyHostToDevice) {
  return ::cudaMemcpyToSymbol((const void *)&symbol, src, count, offset, kind);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaMemcpyToSymbolAsync(const T &symbol, const void *src, size_t count,
                        size_t offset = 0,
                        enum cudaMemcpyKind kind = cudaMemcpyHostToDevice,
                        cudaStream_t stream = 0) {
  return ::cudaMemcpyToSymbolAsync((const void *)&symbol, src, count, offset,
                                   kind, stream);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t count,
                     size_t offset = 0,
                     enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost) {
  return ::cudaMemcpyFromSymbol(dst, (const void *)&symbol, count, offset,
                                kind);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaMemcpyFromSymbolAsync(void *dst, const T &symbol, size_t count,
                          size_t offset = 0,
                          enum cudaMemcpyKind kind = cudaMemcpyDeviceToHost,
                          cudaStream_t stream = 0) {
  return ::cudaMemcpyFromSymbolAsync(dst, (const void *)&symbol, count, offset,
                                     kind, stream);
}
template <class T>
static __inline__ __host__ cudaError_t cudaGetSymbolAddress(void **devPtr,
                                                            const T &symbol) {
  return ::cudaGetSymbolAddress(devPtr, (const void *)&symbol);
}
template <class T>
static __inline__ __host__ cudaError_t cudaGetSymbolSize(size_t *size,
                                                         const T &symbol) {
  return ::cudaGetSymbolSize(size, (const void *)&symbol);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaLaunchKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                 size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchKernel((const void *)func, gridDim, blockDim, args,
                            sharedMem, stream);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaLaunchCooperativeKernel(T *func, dim3 gridDim, dim3 blockDim, void **args,
                            size_t sharedMem = 0, cudaStream_t stream = 0) {
  return ::cudaLaunchCooperativeKernel((const void *)func, gridDim, blockDim,
                                       args, sharedMem, stream);
}
template <typename... ExpTypes, typename... ActTypes>
static __inline__ __host__ cudaError_t
cudaLaunchKernelEx(const cudaLaunchConfig_t *config, void (*kernel)(ExpTypes...),
                   ActTypes &&...args) {
  return [&](ExpTypes... coercedArgs) {
    void *pArgs[] = {&coercedArgs...};
    return ::cudaLaunchKernelExC(config, (const void *)kernel, pArgs);
  }(static_cast<ActTypes &&>(args)...);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaFuncSetAttribute(T *func, enum cudaFuncAttribute attr, int value) {
  return ::cudaFuncSetAttribute((const void *)func, attr, value);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaFuncGetAttributes(struct cudaFuncAttributes *attr, T *func) {
  return ::cudaFuncGetAttributes(attr, (const void *)func);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaFuncSetCacheConfig(T *func, enum cudaFuncCache cacheConfig) {
  return ::cudaFuncSetCacheConfig((const void *)func, cacheConfig);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxActiveBlocksPerMultiprocessor(int *numBlocks, T func,
                                              int blockSize,
                                              size_t dynamicSMemSize) {
  return ::cudaOccupancyMaxActiveBlocksPerMultiprocessor(
      numBlocks, (const void *)func, blockSize, dynamicSMemSize);
}
template <class T>
static __inline__ __host__ cudaError_t
cudaOccupancyMaxPotentialBlockSize(int *minGridSize, int *blockSize, T func,
                                   size_t dynamicSMemSize = 0,
                                   int blockSizeLimit = 0) {
  (void)func;
  (void)dynamicSMemSize;
  (void)blockSizeLimit;
  *minGridSize = 1;
  *blockSize = 256;
  return cudaSuccess;
}

#endif /* KX_CUDA_RUNTIME_H */
