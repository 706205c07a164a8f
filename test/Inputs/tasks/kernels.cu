// Kernels tasks.test makes into tasks and checks: an elementwise kernel, an
// atomic histogram, a warp reduction written for 32 lanes, and one the CPU
// runtime cannot run (a grid-wide barrier).
#include <cooperative_groups.h>
#include <cuda_runtime.h>

// Multiplies each of the n elements of x by a, in place.
__global__ void scale(float *x, float a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = a * x[i];
}

__global__ void histogram(const int *data, unsigned *bins, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&bins[data[i] & 7], 1u);
}

/* Each element minus its warp's largest: lane 0 gathers the largest of 32
   lanes and hands it to every lane of the warp. */
__global__ void warp_max(const float *x, float *y, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : -1.0f;
  float m = v;
  for (int offset = 16; offset > 0; offset /= 2)
    m = fmaxf(m, __shfl_down_sync(0xffffffff, m, offset));
  m = __shfl_sync(0xffffffff, m, 0);
  if (i < n)
    y[i] = v - m;
}

// Every block's first half, then every block's second: a grid-wide barrier
// between them, which needs a cooperative launch.
__global__ void two_phase(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n / 2)
    x[i] = 0.0f;
  cooperative_groups::this_grid().sync();
  if (i >= n / 2 && i < n)
    x[i] = x[i - n / 2];
}

// Block sums by tiles of 32: each tile's lane 0 stores its sum at the
// warp's index, warpSize apart. At 64 lanes a wavefront holds two tiles and
// one index: the second tile's sum overwrites the first's.
__global__ void tile_reduce(const float *x, float *sums, int n) {
  __shared__ float partial[32];
  cooperative_groups::thread_block block = cooperative_groups::this_thread_block();
  auto tile = cooperative_groups::tiled_partition<32>(block);
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  for (int offset = 16; offset > 0; offset /= 2)
    v += tile.shfl_down(v, offset);
  if (tile.thread_rank() == 0)
    partial[threadIdx.x / warpSize] = v;
  block.sync();
  if (threadIdx.x == 0) {
    float total = 0.0f;
    for (int w = 0; w < blockDim.x / warpSize; ++w)
      total += partial[w];
    sums[blockIdx.x] = total;
  }
}

// Every pair's product: n x n outputs from n inputs.
__global__ void outer(const float *v, float *m, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (int j = 0; j < n; ++j)
      m[i * n + j] = v[i] * v[j];
}

void launch_all(int n, float *x, float *y, int *data, unsigned *bins) {
  scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n);
  histogram<<<(n + 255) / 256, 256>>>(data, bins, n);
  warp_max<<<(n + 255) / 256, 256>>>(x, y, n);
  two_phase<<<(n + 255) / 256, 256>>>(x, n);
  outer<<<(n + 255) / 256, 256>>>(x, y, n);
  tile_reduce<<<(n + 255) / 256, 256>>>(x, y, n);
}
