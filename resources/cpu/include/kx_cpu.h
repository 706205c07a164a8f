// kernel-extract CPU runtime: runs a CUDA or HIP unit and its harness on
// the host, built with the host compiler (README.md):
//
//   c++ -std=c++17 -DKX_CPU -I<share>/cpu/include -include kx_cpu.h -x c++ \
//       <id>.harness.cu ...
//
// The unit's and the harness's CUDA (HIP) headers resolve to the stand-ins
// beside this one. Device code is compiled as the device sees it
// (__CUDA_ARCH__ 800; for HIP, __HIP_DEVICE_COMPILE__ and 64-wide
// wavefronts).
#ifndef KX_CPU_H
#define KX_CPU_H

#ifndef KX_CPU
#define KX_CPU 1
#endif
#ifdef KX_CPU_HIP
#ifndef KX_CPU_WARP_SIZE
#define KX_CPU_WARP_SIZE 64
#endif
#define __HIP__ 1
#define __HIPCC__ 1
#define __HIP_PLATFORM_AMD__ 1
#define __HIP_PLATFORM_HCC__ 1
#define __HIP_DEVICE_COMPILE__ 1
#else
#define __CUDACC__ 1
#define __CUDA_ARCH__ 800
#define CUDART_VERSION 12000
#define CUDA_VERSION 12000
#endif

// The runtime's own code makes no stops at shared memory accesses
// (grid.h's shared_access): an atomic is one step.
#ifdef __clang__
#pragma clang attribute push(__attribute__((no_sanitize("coverage"))),         \
                             apply_to = function)
#endif
#include "kx_cpu/device.h"
#include "kx_cpu/fp16.h"
#include "kx_cpu/runtime_api.h"
#ifdef __clang__
#pragma clang attribute pop
#endif

#endif
