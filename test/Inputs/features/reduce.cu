#include <cuda_fp16.h>

__device__ float square(float v) { return v * v; }
__device__ float twice(float v) { return 2.0f * v; }

// Sums squares: a loop, shared memory, a barrier, a warp shuffle and an
// atomic; it calls square (twice is the project's too, but not called).
__global__ void sum_squares(const float *x, float *total, int n) {
  __shared__ float partial[256];
  __shared__ __half scratch[64];
  float acc = 0.0f;
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += gridDim.x * blockDim.x)
    acc += square(x[i]);
  partial[threadIdx.x] = acc;
  scratch[threadIdx.x % 64] = __float2half(acc);
  __syncthreads();
  acc = __shfl_down_sync(0xffffffff, acc, 16);
  if (threadIdx.x == 0)
    atomicAdd(total, acc + partial[0]);
}

template <typename T>
__global__ void dynamic_copy(const T *in, T *out) {
  extern __shared__ float buffer[];
  buffer[threadIdx.x] = in[threadIdx.x];
  out[threadIdx.x] = buffer[threadIdx.x];
}

template __global__ void dynamic_copy<float>(const float *, float *);
