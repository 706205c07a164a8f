/*
 * cuda_runtime_api.h -- declarations of the CUDA runtime C API (subset).
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Declarations only:
 * nothing here is ever linked or run.  Functions that CUDA also allows in
 * device code (dynamic parallelism) are declared __host__ __device__.
 */
#ifndef KX_CUDA_RUNTIME_API_H
#define KX_CUDA_RUNTIME_API_H

#include <stddef.h>
#include "host_defines.h"
#include "cuda.h"
#include "driver_types.h"
#include "vector_types.h"

#define CUDART_VERSION 12040
#define __CUDART_API_VERSION 12040

#define KX_CUDART_HD __host__ __device__

extern "C" {

/* errors */
extern KX_CUDART_HD cudaError_t cudaGetLastError(void);
extern KX_CUDART_HD cudaError_t cudaPeekAtLastError(void);
extern KX_CUDART_HD const char *cudaGetErrorString(cudaError_t error);
extern KX_CUDART_HD const char *cudaGetErrorName(cudaError_t error);

/* devices */
extern KX_CUDART_HD cudaError_t cudaGetDevice(int *device);
extern KX_CUDART_HD cudaError_t cudaGetDeviceCount(int *count);
extern KX_CUDART_HD cudaError_t cudaDeviceGetAttribute(int *value,
                                                       enum cudaDeviceAttr attr,
                                                       int device);
extern KX_CUDART_HD cudaError_t cudaDeviceSynchronize(void);
extern __host__ cudaError_t cudaSetDevice(int device);
extern __host__ cudaError_t cudaGetDeviceProperties(struct cudaDeviceProp *prop,
                                                    int device);
extern __host__ cudaError_t cudaDeviceReset(void);
extern __host__ cudaError_t cudaDeviceSetLimit(enum cudaLimit limit, size_t value);
extern __host__ cudaError_t cudaDeviceGetLimit(size_t *value, enum cudaLimit limit);
extern __host__ cudaError_t cudaDeviceSetCacheConfig(enum cudaFuncCache config);
extern __host__ cudaError_t cudaDeviceSetSharedMemConfig(enum cudaSharedMemConfig config);
extern __host__ cudaError_t cudaDeviceCanAccessPeer(int *canAccess, int device,
                                                    int peerDevice);
extern __host__ cudaError_t cudaDeviceEnablePeerAccess(int peerDevice,
                                                       unsigned int flags);
extern __host__ cudaError_t cudaMemGetInfo(size_t *free, size_t *total);
extern __host__ cudaError_t cudaDriverGetVersion(int *driverVersion);
extern __host__ cudaError_t cudaRuntimeGetVersion(int *runtimeVersion);

/* memory */
extern KX_CUDART_HD cudaError_t cudaMalloc(void **devPtr, size_t size);
extern KX_CUDART_HD cudaError_t cudaFree(void *devPtr);
extern __host__ cudaError_t cudaMallocHost(void **ptr, size_t size);
extern __host__ cudaError_t cudaHostAlloc(void **pHost, size_t size,
                                          unsigned int flags);
extern __host__ cudaError_t cudaFreeHost(void *ptr);
extern __host__ cudaError_t cudaHostRegister(void *ptr, size_t size,
                                             unsigned int flags);
extern __host__ cudaError_t cudaHostUnregister(void *ptr);
extern __host__ cudaError_t cudaHostGetDevicePointer(void **pDevice, void *pHost,
                                                     unsigned int flags);
extern __host__ cudaError_t cudaMallocManaged(void **devPtr, size_t size,
                                              unsigned int flags
                                                  = cudaMemAttachGlobal);
extern __host__ cudaError_t cudaMallocPitch(void **devPtr, size_t *pitch,
                                            size_t width, size_t height);
extern __host__ cudaError_t cudaMallocAsync(void **devPtr, size_t size,
                                            cudaStream_t stream);
extern __host__ cudaError_t cudaFreeAsync(void *devPtr, cudaStream_t stream);
extern __host__ cudaError_t cudaMemcpy(void *dst, const void *src, size_t count,
                                       enum cudaMemcpyKind kind);
extern KX_CUDART_HD cudaError_t cudaMemcpyAsync(void *dst, const void *src,
                                                size_t count,
                                                enum cudaMemcpyKind kind,
                                                cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpy2D(void *dst, size_t dpitch,
                                         const void *src, size_t spitch,
                                         size_t width, size_t height,
                                         enum cudaMemcpyKind kind);
extern __host__ cudaError_t cudaMemcpy2DAsync(void *dst, size_t dpitch,
                                              const void *src, size_t spitch,
                                              size_t width, size_t height,
                                              enum cudaMemcpyKind kind,
                                              cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyPeer(void *dst, int dstDevice,
                                           const void *src, int srcDevice,
                                           size_t count);
extern __host__ cudaError_t cudaMemset(void *devPtr, int value, size_t count);
extern KX_CUDART_HD cudaError_t cudaMemsetAsync(void *devPtr, int value,
                                                size_t count,
                                                cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyToSymbol(const void *symbol,
                                               const void *src, size_t count,
                                               size_t offset = 0,
                                               enum cudaMemcpyKind kind
                                                   = cudaMemcpyHostToDevice);
extern __host__ cudaError_t cudaMemcpyFromSymbol(void *dst, const void *symbol,
                                                 size_t count, size_t offset = 0,
                                                 enum cudaMemcpyKind kind
                                                     = cudaMemcpyDeviceToHost);
extern __host__ cudaError_t cudaMemcpyToSymbolAsync(
    const void *symbol, const void *src, size_t count, size_t offset,
    enum cudaMemcpyKind kind, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaMemcpyFromSymbolAsync(
    void *dst, const void *symbol, size_t count, size_t offset,
    enum cudaMemcpyKind kind, cudaStream_t stream = 0);
extern __host__ cudaError_t cudaGetSymbolAddress(void **devPtr,
                                                 const void *symbol);
extern __host__ cudaError_t cudaGetSymbolSize(size_t *size, const void *symbol);
extern __host__ cudaError_t cudaPointerGetAttributes(
    struct cudaPointerAttributes *attributes, const void *ptr);
extern __host__ cudaError_t cudaMemPrefetchAsync(const void *devPtr,
                                                 size_t count, int dstDevice,
                                                 cudaStream_t stream = 0);

/* streams */
extern __host__ cudaError_t cudaStreamCreate(cudaStream_t *pStream);
extern KX_CUDART_HD cudaError_t cudaStreamCreateWithFlags(cudaStream_t *pStream,
                                                          unsigned int flags);
extern __host__ cudaError_t cudaStreamCreateWithPriority(cudaStream_t *pStream,
                                                         unsigned int flags,
                                                         int priority);
extern KX_CUDART_HD cudaError_t cudaStreamDestroy(cudaStream_t stream);
extern __host__ cudaError_t cudaStreamSynchronize(cudaStream_t stream);
extern __host__ cudaError_t cudaStreamQuery(cudaStream_t stream);
extern KX_CUDART_HD cudaError_t cudaStreamWaitEvent(cudaStream_t stream,
                                                    cudaEvent_t event,
                                                    unsigned int flags = 0);

/* events */
extern __host__ cudaError_t cudaEventCreate(cudaEvent_t *event);
extern KX_CUDART_HD cudaError_t cudaEventCreateWithFlags(cudaEvent_t *event,
                                                         unsigned int flags);
extern KX_CUDART_HD cudaError_t cudaEventRecord(cudaEvent_t event,
                                                cudaStream_t stream = 0);
extern __host__ cudaError_t cudaEventSynchronize(cudaEvent_t event);
extern __host__ cudaError_t cudaEventQuery(cudaEvent_t event);
extern __host__ cudaError_t cudaEventElapsedTime(float *ms, cudaEvent_t start,
                                                 cudaEvent_t end);
extern KX_CUDART_HD cudaError_t cudaEventDestroy(cudaEvent_t event);

/* kernels */
extern __host__ cudaError_t cudaLaunchKernel(const void *func, dim3 gridDim,
                                             dim3 blockDim, void **args,
                                             size_t sharedMem,
                                             cudaStream_t stream);
extern __host__ cudaError_t cudaLaunchCooperativeKernel(const void *func,
                                                        dim3 gridDim,
                                                        dim3 blockDim,
                                                        void **args,
                                                        size_t sharedMem,
                                                        cudaStream_t stream);
typedef struct cudaLaunchAttribute_st { int id; char pad[64]; } cudaLaunchAttribute;
typedef struct cudaLaunchConfig_st {
  dim3 gridDim;
  dim3 blockDim;
  size_t dynamicSmemBytes;
  cudaStream_t stream;
  cudaLaunchAttribute *attrs;
  unsigned int numAttrs;
} cudaLaunchConfig_t;
extern __host__ cudaError_t cudaLaunchKernelExC(const cudaLaunchConfig_t *config,
                                                const void *func, void **args);
extern __host__ cudaError_t cudaFuncSetAttribute(const void *func,
                                                 enum cudaFuncAttribute attr,
                                                 int value);
extern KX_CUDART_HD cudaError_t cudaFuncGetAttributes(
    struct cudaFuncAttributes *attr, const void *func);
extern __host__ cudaError_t cudaFuncSetCacheConfig(const void *func,
                                                   enum cudaFuncCache cacheConfig);
extern KX_CUDART_HD cudaError_t cudaOccupancyMaxActiveBlocksPerMultiprocessor(
    int *numBlocks, const void *func, int blockSize, size_t dynamicSMemSize);

/* Kernel-launch plumbing that clang's Sema looks up for `k<<<...>>>(...)`.
 * clang uses __cudaPushCallConfiguration when it believes CUDA >= 9.2 is in
 * use (it reads the SDK version at driver level; with no SDK installed it
 * falls back to the old scheme), and cudaConfigureCall otherwise, so both are
 * declared.  They are __host__ __device__ so that launches written in device
 * code (dynamic parallelism) also type-check. */
extern KX_CUDART_HD unsigned __cudaPushCallConfiguration(dim3 gridDim,
                                                         dim3 blockDim,
                                                         size_t sharedMem = 0,
                                                         void *stream = 0);
extern __host__ cudaError_t __cudaPopCallConfiguration(dim3 *gridDim,
                                                       dim3 *blockDim,
                                                       size_t *sharedMem,
                                                       void *stream);
extern KX_CUDART_HD cudaError_t cudaConfigureCall(dim3 gridDim, dim3 blockDim,
                                                  size_t sharedMem = 0,
                                                  cudaStream_t stream = 0);
extern __host__ cudaError_t cudaSetupArgument(const void *arg, size_t size,
                                              size_t offset);
extern __host__ cudaError_t cudaLaunch(const void *func);

} /* extern "C" */

#undef KX_CUDART_HD

#endif /* KX_CUDA_RUNTIME_API_H */
