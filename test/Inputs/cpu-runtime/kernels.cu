// Kernels the CPU runtime runs in cpu-runtime.test, each with its reference
// in reference.py: one per construct the runtime must get right.
#include <cooperative_groups.h>
#include <cooperative_groups/reduce.h>
#include <cuda_fp16.h>
#include <cuda_runtime.h>

namespace cg = cooperative_groups;

__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

// A block's sum through shared memory, a barrier at every step.
__global__ void block_sum(const float *in, float *sums, int n) {
  __shared__ float partial[256];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    sums[blockIdx.x] = partial[0];
}

// Each element over its warp's sum of squares: a butterfly reduction, then
// lane 0's total broadcast. Written for 32-wide warps: on 64-wide
// wavefronts the upper 32 lanes get the lower half's total.
__global__ void warp_normalize(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  float total = v * v;
  for (int offset = 16; offset > 0; offset /= 2)
    total += __shfl_xor_sync(0xffffffff, total, offset);
  total = __shfl_sync(0xffffffff, total, 0);
  if (i < n)
    y[i] = v / (total + 1.0f);
}

// The same, written for any width: passes on both.
__global__ void warp_normalize_any(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  float total = v * v;
  for (int offset = 16; offset > 0; offset /= 2)
    total += __shfl_xor_sync(0xffffffff, total, offset);
  total = __shfl_sync(0xffffffff, total, 0, 32);
  if (i < n)
    y[i] = v / (total + 1.0f);
}

__global__ void histogram(const int *data, unsigned int *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i] % 8], 1u);
}

// A five-point average on a rows x cols grid, launched with 2D blocks.
__global__ void stencil(const float *in, float *out, int rows, int cols) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y * blockDim.y + threadIdx.y;
  if (x >= cols || y >= rows)
    return;
  float s = in[y * cols + x];
  s += x > 0 ? in[y * cols + x - 1] : 0.0f;
  s += x + 1 < cols ? in[y * cols + x + 1] : 0.0f;
  s += y > 0 ? in[(y - 1) * cols + x] : 0.0f;
  s += y + 1 < rows ? in[(y + 1) * cols + x] : 0.0f;
  out[y * cols + x] = s / 5.0f;
}

template <typename T> __global__ void scale(T *data, float factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    T scaled;
    scaled = 0; // an integer assigned to a half: CUDA's operator=(int)
    scaled = scaled + T(float(data[i]) * factor);
    data[i] = scaled;
  }
}

// Each element's tile of 16 threads summed with cooperative groups.
__global__ void tile_sum(const float *x, float *y, int n) {
  cg::thread_block block = cg::this_thread_block();
  cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
  int i = block.group_index().x * block.size() + block.thread_rank();
  float total = cg::reduce(tile, i < n ? x[i] : 0.0f, cg::plus<float>());
  if (i < n)
    y[i] = total;
}

// Each block's elements reversed through dynamic shared memory.
__global__ void reverse_blocks(const float *in, float *out, int n) {
  extern __shared__ float staged[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  staged[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i < n)
    out[i] = staged[blockDim.x - 1 - threadIdx.x];
}

// Planted: reads one element past the end of `in`.
__global__ void shift_left(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i + 1];
}

void launch_all(int n, float *x, float *y, int *data, unsigned *bins,
                int rows, int cols, float *sums) {
  saxpy<<<(n + 255) / 256, 256>>>(n, 2.0f, x, y);
  block_sum<<<(n + 255) / 256, 256>>>(x, sums, n);
  warp_normalize<<<(n + 255) / 256, 256>>>(x, y, n);
  warp_normalize_any<<<(n + 255) / 256, 256>>>(x, y, n);
  histogram<<<(n + 255) / 256, 256>>>(data, bins, n);
  dim3 block(16, 16), grid((cols + 15) / 16, (rows + 15) / 16);
  stencil<<<grid, block>>>(x, y, rows, cols);
  scale<float><<<(n + 255) / 256, 256>>>(x, 0.5f, n);
  tile_sum<<<(n + 255) / 256, 256>>>(x, y, n);
  reverse_blocks<<<(n + 255) / 256, 256, 256 * sizeof(float)>>>(x, y, n);
  shift_left<<<(n + 255) / 256, 256>>>(x, y, n);
}
