// kernel-extract CPU runtime: the part of the CUDA runtime API a harness
// and a unit's host code call. Device memory is host memory (malloc, so
// that AddressSanitizer bounds every buffer); copies are memcpy; a launch
// runs to completion, so synchronisation has nothing to wait for.
#ifndef KX_CPU_RUNTIME_API_H
#define KX_CPU_RUNTIME_API_H

#include <cstddef>
#include <cstdlib>
#include <cstring>

#include "kx_cpu/grid.h"

enum cudaError {
  cudaSuccess = 0,
  cudaErrorInvalidValue = 1,
  cudaErrorMemoryAllocation = 2,
  cudaErrorInvalidDeviceFunction = 98,
  cudaErrorNotSupported = 801,
  cudaErrorUnknown = 999
};
typedef cudaError cudaError_t;
enum cudaMemcpyKind {
  cudaMemcpyHostToHost = 0,
  cudaMemcpyHostToDevice = 1,
  cudaMemcpyDeviceToHost = 2,
  cudaMemcpyDeviceToDevice = 3,
  cudaMemcpyDefault = 4
};
typedef struct kx_cpu_stream *cudaStream_t;
typedef struct kx_cpu_event *cudaEvent_t;
enum cudaFuncAttribute {
  cudaFuncAttributeMaxDynamicSharedMemorySize = 8,
  cudaFuncAttributePreferredSharedMemoryCarveout = 9
};
struct cudaFuncAttributes {
  size_t sharedSizeBytes, constSizeBytes, localSizeBytes;
  int maxThreadsPerBlock, numRegs, ptxVersion, binaryVersion, cacheModeCA;
  int maxDynamicSharedSizeBytes, preferredShmemCarveout;
};
struct cudaDeviceProp {
  char name[256];
  size_t totalGlobalMem, sharedMemPerBlock;
  int regsPerBlock, warpSize, maxThreadsPerBlock, maxThreadsDim[3],
      maxGridSize[3], clockRate, major, minor, multiProcessorCount,
      maxThreadsPerMultiProcessor;
  size_t sharedMemPerMultiprocessor, sharedMemPerBlockOptin;
};

inline cudaError_t cudaMalloc(void **p, size_t bytes) {
  *p = std::malloc(bytes ? bytes : 1);
  return *p ? cudaSuccess : cudaErrorMemoryAllocation;
}
template <class T> cudaError_t cudaMalloc(T **p, size_t bytes) {
  return cudaMalloc(reinterpret_cast<void **>(p), bytes);
}
template <class T> cudaError_t cudaMallocManaged(T **p, size_t bytes, unsigned = 1) {
  return cudaMalloc(reinterpret_cast<void **>(p), bytes);
}
template <class T> cudaError_t cudaMallocHost(T **p, size_t bytes, unsigned = 0) {
  return cudaMalloc(reinterpret_cast<void **>(p), bytes);
}
inline cudaError_t cudaFree(void *p) {
  std::free(p);
  return cudaSuccess;
}
inline cudaError_t cudaFreeHost(void *p) { return cudaFree(p); }
inline cudaError_t cudaMemcpy(void *dst, const void *src, size_t bytes,
                              cudaMemcpyKind) {
  if (bytes)
    std::memmove(dst, src, bytes);
  return cudaSuccess;
}
inline cudaError_t cudaMemcpyAsync(void *dst, const void *src, size_t bytes,
                                   cudaMemcpyKind kind, cudaStream_t = nullptr) {
  return cudaMemcpy(dst, src, bytes, kind);
}
inline cudaError_t cudaMemset(void *dst, int value, size_t bytes) {
  std::memset(dst, value, bytes);
  return cudaSuccess;
}
inline cudaError_t cudaMemsetAsync(void *dst, int value, size_t bytes,
                                   cudaStream_t = nullptr) {
  return cudaMemset(dst, value, bytes);
}
template <class T>
cudaError_t cudaMemcpyToSymbol(const T &symbol, const void *src, size_t bytes,
                               size_t offset = 0,
                               cudaMemcpyKind = cudaMemcpyHostToDevice) {
  std::memcpy(reinterpret_cast<char *>(const_cast<T *>(&symbol)) + offset, src,
              bytes);
  return cudaSuccess;
}
template <class T>
cudaError_t cudaMemcpyFromSymbol(void *dst, const T &symbol, size_t bytes,
                                 size_t offset = 0,
                                 cudaMemcpyKind = cudaMemcpyDeviceToHost) {
  std::memcpy(dst, reinterpret_cast<const char *>(&symbol) + offset, bytes);
  return cudaSuccess;
}
inline cudaError_t cudaDeviceSynchronize() { return cudaSuccess; }
inline cudaError_t cudaStreamSynchronize(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaStreamCreate(cudaStream_t *s) {
  *s = nullptr;
  return cudaSuccess;
}
inline cudaError_t cudaStreamDestroy(cudaStream_t) { return cudaSuccess; }
inline cudaError_t cudaGetLastError() { return cudaSuccess; }
inline cudaError_t cudaPeekAtLastError() { return cudaSuccess; }
inline cudaError_t cudaGetDevice(int *d) {
  *d = 0;
  return cudaSuccess;
}
inline cudaError_t cudaSetDevice(int) { return cudaSuccess; }
inline cudaError_t cudaGetDeviceCount(int *n) {
  *n = 1;
  return cudaSuccess;
}
inline const char *cudaGetErrorString(cudaError_t e) {
  return e == cudaSuccess ? "no error" : "error";
}
inline const char *cudaGetErrorName(cudaError_t e) {
  return e == cudaSuccess ? "cudaSuccess" : "cudaError";
}
// As a GPU of compute capability 8.0 without opting in: 48 KiB of dynamic
// shared memory.
inline cudaError_t cudaFuncGetAttributes(cudaFuncAttributes *a, const void *) {
  std::memset(a, 0, sizeof *a);
  a->maxThreadsPerBlock = 1024;
  a->maxDynamicSharedSizeBytes = 48 * 1024;
  a->ptxVersion = a->binaryVersion = 80;
  return cudaSuccess;
}
template <class T>
cudaError_t cudaFuncSetAttribute(T, cudaFuncAttribute, int) {
  return cudaSuccess;
}
inline cudaError_t cudaGetDeviceProperties(cudaDeviceProp *p, int) {
  std::memset(p, 0, sizeof *p);
  std::strcpy(p->name, "kernel-extract CPU runtime");
  p->totalGlobalMem = size_t(16) << 30;
  p->sharedMemPerBlock = 48 * 1024;
  p->sharedMemPerBlockOptin = KX_CPU_DYNAMIC_SHARED_BYTES;
  p->sharedMemPerMultiprocessor = KX_CPU_DYNAMIC_SHARED_BYTES;
  p->regsPerBlock = 65536;
  p->warpSize = int(kx_cpu::warp_size);
  p->maxThreadsPerBlock = 1024;
  p->maxThreadsDim[0] = p->maxThreadsDim[1] = 1024;
  p->maxThreadsDim[2] = 64;
  p->maxGridSize[0] = 0x7fffffff;
  p->maxGridSize[1] = p->maxGridSize[2] = 65535;
  p->major = 8;
  p->multiProcessorCount = 1;
  p->maxThreadsPerMultiProcessor = 2048;
  return cudaSuccess;
}

#endif
