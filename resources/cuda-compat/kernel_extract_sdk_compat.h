// Pre-included by kernel-extract after clang's CUDA wrapper when it parses
// with a CUDA SDK: the device API nvcc's cuda_runtime.h brings and clang's
// wrapper does not (the cache-hint loads and stores of sm_32_intrinsics.h),
// taken from the SDK's own headers. The names clang's wrapper already
// defines with builtins are renamed away while those headers are read, so
// each exists once. The list of headers is what `nvcc -E` reads and `clang -M` does not
// (docs/nvcc-flags.md, "SDK device API"); test/sdk-device-api.test checks
// that every function they declare resolves.
#ifndef KERNEL_EXTRACT_SDK_COMPAT_H
#define KERNEL_EXTRACT_SDK_COMPAT_H

// The C and C++ headers nvcc's cuda_runtime.h includes (crt/common_functions.h,
// crt/math_functions.h, cuda_runtime.h itself) and clang's wrapper does not:
// code that calls printf, clock or assert without including their header
// compiles with nvcc (llm.c's permute.cu, rodinia's particlefilter).
#if defined(__cplusplus)
#include <assert.h>
#include <math.h>
#include <stdio.h>
#include <time.h>
#include <cstdarg>
#include <functional>
#include <new>
#include <utility>
#endif

#include "kernel_extract_host_minmax.h"

#if defined(__CUDA__) && defined(__cplusplus)

#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#define KX_UNDEF_INTERNAL_HEADERS
#endif

// clang's wrapper defines sm_32_intrinsics.h's guards so that its own
// builtin-based __ldg and funnel shifts are the only ones; the SDK's header
// also declares the cache-hint loads and stores (__ldcs, __stcg, ...).
#pragma push_macro("__SM_32_INTRINSICS_H__")
#pragma push_macro("__SM_32_INTRINSICS_HPP__")
#pragma push_macro("__ldg")
#pragma push_macro("__funnelshift_l")
#pragma push_macro("__funnelshift_lc")
#pragma push_macro("__funnelshift_r")
#pragma push_macro("__funnelshift_rc")
#undef __SM_32_INTRINSICS_H__
#undef __SM_32_INTRINSICS_HPP__
#define __ldg __kx_sdk_ldg
#define __funnelshift_l __kx_sdk_funnelshift_l
#define __funnelshift_lc __kx_sdk_funnelshift_lc
#define __funnelshift_r __kx_sdk_funnelshift_r
#define __funnelshift_rc __kx_sdk_funnelshift_rc
#include <sm_32_intrinsics.h>
#pragma pop_macro("__funnelshift_rc")
#pragma pop_macro("__funnelshift_r")
#pragma pop_macro("__funnelshift_lc")
#pragma pop_macro("__funnelshift_l")
#pragma pop_macro("__ldg")
#pragma pop_macro("__SM_32_INTRINSICS_HPP__")
#pragma pop_macro("__SM_32_INTRINSICS_H__")

#if defined(KX_UNDEF_INTERNAL_HEADERS)
#undef __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#undef KX_UNDEF_INTERNAL_HEADERS
#endif

#endif // __CUDA__ && __cplusplus
#endif
