// Conditional compilation on project macros is resolved as the TU resolved
// it: the database defines PROJECT_FLAG and THREADS, not OTHER_FLAG. Groups
// that test the compiler (__CUDA_ARCH__) are kept as written, since the unit
// is compiled for both sides again.
#include <cuda_runtime.h>
#include "guarded.h"

__device__ float adjust(float x) {
#ifdef PROJECT_FLAG
  return x + 1.0f; // flag branch
#else
  return x - 1.0f; // no-flag branch
#endif
}

#if defined(OTHER_FLAG)
__device__ float never_taken(float x) { return x; }
#endif

__device__ float arch_specific(float x) {
#ifdef __CUDA_ARCH__
  return __fmul_rn(x, 2.0f);
#else
  return x * 2.0f;
#endif
}

__global__ void __launch_bounds__(THREADS) conditional_kernel(float *data, int n) {
  int i = blockIdx.x * THREADS + threadIdx.x;
#ifndef OTHER_FLAG
  if (i < n)
    data[i] = SQUARE(arch_specific(adjust(data[i])));
#elif defined(PROJECT_FLAG)
  if (i < n)
    data[i] = 1.0f; // never taken
#else
  if (i < n)
    data[i] = 0.0f; // never taken
#endif
}

// The first branch is the one skipped: it goes with its directive.
__device__ float accumulate(const float *v, int n) {
  float s = 0.f;
  for (int i = 0; i < n; ++i)
#ifdef OTHER_FLAG
    s -= v[i]; // never taken
#else
    s += v[i];
#endif
  return s;
}

__global__ void sum_kernel(const float *v, float *out, int n) {
  *out = accumulate(v, n);
}

__global__ void guarded_kernel(float *data) {
  data[threadIdx.x] = guarded_twice(data[threadIdx.x]);
}
