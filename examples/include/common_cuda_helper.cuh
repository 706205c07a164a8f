// Shared helpers for the example CUDA operators.
#ifndef COMMON_CUDA_HELPER_CUH
#define COMMON_CUDA_HELPER_CUH

#include <cuda_fp16.h>
#include <cuda_runtime.h>

// Grid-stride loop: every thread handles indices i, i + stride, ...
#define CUDA_1D_KERNEL_LOOP(i, n)                                              \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);                 \
       i += blockDim.x * gridDim.x)

#define THREADS_PER_BLOCK 512

inline int GET_BLOCKS(const int N, const int num_threads = THREADS_PER_BLOCK) {
  int optimal_block_num = (N + num_threads - 1) / num_threads;
  int max_block_num = 4096;
  return optimal_block_num < max_block_num ? optimal_block_num : max_block_num;
}

// Samples `input` (height x width) at the real-valued point (y, x).
template <typename T>
__device__ T bilinear_interpolate(const T *input, const int height,
                                  const int width, T y, T x) {
  if (y < -1.0 || y > height || x < -1.0 || x > width)
    return 0;

  if (y <= 0)
    y = 0;
  if (x <= 0)
    x = 0;

  int y_low = (int)y;
  int x_low = (int)x;
  int y_high;
  int x_high;

  if (y_low >= height - 1) {
    y_high = y_low = height - 1;
    y = (T)y_low;
  } else {
    y_high = y_low + 1;
  }
  if (x_low >= width - 1) {
    x_high = x_low = width - 1;
    x = (T)x_low;
  } else {
    x_high = x_low + 1;
  }

  T ly = y - y_low;
  T lx = x - x_low;
  T hy = 1. - ly;
  T hx = 1. - lx;

  T v1 = input[y_low * width + x_low];
  T v2 = input[y_low * width + x_high];
  T v3 = input[y_high * width + x_low];
  T v4 = input[y_high * width + x_high];
  return hy * hx * v1 + hy * lx * v2 + ly * hx * v3 + ly * lx * v4;
}

#endif // COMMON_CUDA_HELPER_CUH
