// Warp-level helpers that read PTX's special registers the way nvcc takes
// them: `%laneid` written with one `%`.
#include <cuda_runtime.h>

__device__ __forceinline__ unsigned laneId() {
  unsigned lane;
  asm volatile("mov.u32 %0, %laneid;" : "=r"(lane));
  return lane;
}

__device__ __forceinline__ unsigned warpId() {
  unsigned warp;
  asm(R"(mov.u32 %0, %warpid;)"
      : "=r"(warp));
  return warp;
}

// Escaped as clang wants it, and an operand with a modifier: both stay.
__device__ __forceinline__ unsigned long long clockTicks() {
  unsigned long long t;
  asm volatile("mov.u64 %0, %%clock64;" : "=l"(t));
  return t;
}

template <typename T>
__global__ void laneSum(const T *in, T *out, unsigned *lanes, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  // asm("%laneid") in a comment is not an asm statement.
  lanes[i] = laneId() + 32 * warpId() + (clockTicks() == 0);
  out[i] = in[i] + in[i];
}

void run(const float *in, float *out, unsigned *lanes, int n) {
  laneSum<float><<<(n + 255) / 256, 256>>>(in, out, lanes, n);
}
