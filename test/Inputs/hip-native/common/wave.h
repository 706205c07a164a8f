// A header the program takes from a sibling directory (-I../common).
#pragma once
#include <hip/hip_runtime.h>

#define WAVE 64

// Sums the values of one 64-wide wavefront: a butterfly of shuffles.
__device__ inline float wave_reduce(float v) {
  for (int offset = 32; offset > 0; offset /= 2)
    v += __shfl_xor(v, offset);
  return v;
}

// Counts, per wavefront, the lanes whose value is positive.
__global__ void count_positive(const float *in, unsigned long long *masks,
                               int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  unsigned long long mask = __ballot(i < n && in[i] > 0.0f);
  if (__lane_id() == 0 && i < n)
    masks[i / warpSize] = mask;
}
