// Helpers shared with host code: their qualifiers sit inside conditional
// groups that the declaration starts in.
#ifndef KX_TEST_UTIL_H
#define KX_TEST_UTIL_H

#ifdef __CUDACC__
__host__ __device__
#endif
    inline float sign_of(float v) { return v < 0.f ? -1.f : 1.f; }

#if USE_FAST_SCALE
__device__ __forceinline__
#else
__device__
#endif
float scale_of(float v) { return v * 2.f; }

// Both branches are kept (the test names a compiler macro); the include
// guard around them is resolved.
__device__ inline float fast_log2(float x) {
  float y;
#if defined(__PTX_LOG2__)
  asm("lg2.approx.f32 %0, %1;" : "=f"(y) : "f"(x));
#else
  y = log2f(x);
#endif
  return y;
}

#endif
