/*
 * host_defines.h -- CUDA execution-space / memory-space keywords as macros.
 *
 * Part of the headers bundled with kernel-extract so that CUDA sources can be
 * parsed by clang (-nocudainc) on machines without a CUDA SDK.  Written for
 * kernel-extract; not derived from NVIDIA's header text.
 *
 * Clang understands the underlying GNU attributes (host, device, global,
 * shared, constant, launch_bounds); nvcc spells them as keywords,
 * which in clang's CUDA mode are provided by the SDK's headers.  We provide
 * them here.
 *
 * Not defined on purpose:
 *   __noinline__  - clang >= 15 treats it as a keyword in CUDA mode; a macro
 *                   would break libstdc++'s __attribute__((__noinline__)).
 *   __restrict__  - a builtin GNU spelling of `restrict` in clang.
 *   __inline__    - builtin GNU spelling of `inline`.
 */
#ifndef KX_CUDA_HOST_DEFINES_H
#define KX_CUDA_HOST_DEFINES_H

#define __host__ __attribute__((host))
#define __device__ __attribute__((device))
#define __global__ __attribute__((global))
#define __shared__ __attribute__((shared))
#define __constant__ __attribute__((constant))
/* clang 19 ignores (with a warning) the `managed` attribute outside HIP, and
 * a variable without it would be host-only; model __managed__ as a __device__
 * variable and keep the information as an annotation in the AST. */
#define __managed__ __device__ __attribute__((annotate("__managed__")))
#define __launch_bounds__(...) __attribute__((launch_bounds(__VA_ARGS__)))

#define __forceinline__ __inline__ __attribute__((always_inline))
#define __align__(n) __attribute__((aligned(n)))
#define __builtin_align__(n) __attribute__((aligned(n)))
#define __annotate__(a) __attribute__((a))
#define __location__(a) __annotate__(a)
#define __specialization_static
#define __cudart_builtin__
#define __device_builtin__
#define __device_builtin_texture_type__
#define __device_builtin_surface_type__
#define __nv_pure__ __attribute__((pure))
#define CUDARTAPI
#define CUDARTAPI_CDECL
#define CUDAAPI
#define __CUDA_DEPRECATED

/* Attributes newer than clang 19's CUDA support: accept and drop them so that
 * sources using them still parse. */
#if __has_attribute(grid_constant)
#define __grid_constant__ __attribute__((grid_constant))
#else
#define __grid_constant__
#endif
#if __has_attribute(cluster_dims)
#define __cluster_dims__(...) __attribute__((cluster_dims(__VA_ARGS__)))
#else
#define __cluster_dims__(...)
#endif
#if __has_attribute(maxnreg)
#define __maxnreg__(n) __attribute__((maxnreg(n)))
#else
#define __maxnreg__(n)
#endif

#endif /* KX_CUDA_HOST_DEFINES_H */
