// Pre-included by kernel-extract, after the CUDA headers, when it parses a
// command the build ran with nvcc: what nvcc itself provides rather than
// its headers. lib/Setup/NvccDialect.def holds the macros given with -D.
#ifndef KERNEL_EXTRACT_NVCC_H
#define KERNEL_EXTRACT_NVCC_H

// nvcc defines __CUDACC__ as 1 (`#if __CUDACC__` is common); clang's CUDA
// wrapper defines it empty after every command-line -D.
#undef __CUDACC__
#define __CUDACC__ 1

// nvcc's managed variables are device variables the host reads too;
// clang knows the `managed` attribute for HIP only, and would read them
// as host variables that kernels cannot use. As the bundled headers do.
#undef __managed__
#define __managed__ __device__ __attribute__((annotate("__managed__")))

#if defined(__cplusplus)
// The memory-order atomics of CUDA 12.8 and later are nvcc builtins; the
// SDK declares only their constants, in a header clang's wrapper skips.
// Declarations are enough to parse code that calls them.
enum {
  __NV_ATOMIC_RELAXED,
  __NV_ATOMIC_CONSUME,
  __NV_ATOMIC_ACQUIRE,
  __NV_ATOMIC_RELEASE,
  __NV_ATOMIC_ACQ_REL,
  __NV_ATOMIC_SEQ_CST
};
enum {
  __NV_THREAD_SCOPE_THREAD,
  __NV_THREAD_SCOPE_BLOCK,
  __NV_THREAD_SCOPE_CLUSTER,
  __NV_THREAD_SCOPE_DEVICE,
  __NV_THREAD_SCOPE_SYSTEM
};

#define KX_NV_ATOMIC_RMW(Name)                                                 \
  template <typename T>                                                        \
  __device__ T Name(T *__ptr, T __val, int __order,                            \
                    int __scope = __NV_THREAD_SCOPE_SYSTEM);
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_add)
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_sub)
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_min)
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_max)
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_and)
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_or)
KX_NV_ATOMIC_RMW(__nv_atomic_fetch_xor)
KX_NV_ATOMIC_RMW(__nv_atomic_add)
KX_NV_ATOMIC_RMW(__nv_atomic_sub)
KX_NV_ATOMIC_RMW(__nv_atomic_min)
KX_NV_ATOMIC_RMW(__nv_atomic_max)
KX_NV_ATOMIC_RMW(__nv_atomic_and)
KX_NV_ATOMIC_RMW(__nv_atomic_or)
KX_NV_ATOMIC_RMW(__nv_atomic_xor)
KX_NV_ATOMIC_RMW(__nv_atomic_exchange_n)
#undef KX_NV_ATOMIC_RMW

template <typename T>
__device__ void __nv_atomic_exchange(T *__ptr, T *__val, T *__ret,
                                     int __order,
                                     int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ bool __nv_atomic_compare_exchange(
    T *__ptr, T *__expected, T *__desired, bool __weak, int __success,
    int __failure, int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ bool __nv_atomic_compare_exchange_n(
    T *__ptr, T *__expected, T __desired, bool __weak, int __success,
    int __failure, int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ void __nv_atomic_load(T *__ptr, T *__ret, int __order,
                                 int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ T __nv_atomic_load_n(T *__ptr, int __order,
                                int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ void __nv_atomic_store(T *__ptr, T *__val, int __order,
                                  int __scope = __NV_THREAD_SCOPE_SYSTEM);
template <typename T>
__device__ void __nv_atomic_store_n(T *__ptr, T __val, int __order,
                                    int __scope = __NV_THREAD_SCOPE_SYSTEM);
__device__ void __nv_atomic_thread_fence(int __order,
                                         int __scope = __NV_THREAD_SCOPE_SYSTEM);
#endif // __cplusplus

#endif
