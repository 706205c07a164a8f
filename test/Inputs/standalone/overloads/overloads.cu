// Overloaded helpers: only the overload the kernel calls is copied.
#include <cuda_runtime.h>

__device__ int twice(int x) { return 2 * x; }

__device__ float twice(float x) { return 2.0f * x; }

__device__ double twice(double x) { return 2.0 * x; }

// A template overload set: the kernel uses the two-argument one.
template <typename T> __device__ T pick(T a) { return a; }

template <typename T> __device__ T pick(T a, T b) { return a > b ? a : b; }

__global__ void overload_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = pick(twice(data[i]), 1.0f);
}
