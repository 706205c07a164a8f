// Like spconv's tensorview.h (in mmcv): functions are device-callable only
// when nvcc compiles them, so a kernel calling one parses only if __NVCC__
// is defined as nvcc defines it.
#pragma once

#if defined(__NVCC__)
#define TV_HOST_DEVICE_INLINE __forceinline__ __host__ __device__
#else
#define TV_HOST_DEVICE_INLINE inline
#endif

TV_HOST_DEVICE_INLINE float tv_scale(float x) { return 2.f * x; }
