// Helpers shared with host code: their qualifiers sit inside conditional
// groups that the declaration starts in.
#pragma once

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
