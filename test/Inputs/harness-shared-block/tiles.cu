// Kernels whose launches the tool cannot fold (the block comes from the
// command line), each with a `__shared__` tile shaped like its block.
#include <cuda_runtime.h>

// One tile of 128, written by every thread and reduced: a block of 256
// writes past it.
__global__ void block_max(const float *in, float *out, int n) {
  __shared__ float s[128];
  int tid = threadIdx.x;
  int i = blockIdx.x * blockDim.x + tid;
  s[tid] = i < n ? in[i] : -1e30f;
  __syncthreads();
  for (int stride = blockDim.x / 2; stride > 0; stride /= 2) {
    if (tid < stride)
      s[tid] = fmaxf(s[tid], s[tid + stride]);
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = s[0];
}

// A transpose through a tile padded against bank conflicts: 16 x 16
// threads, not 16 x 17.
__global__ void transpose(const float *in, float *out, int rows, int cols) {
  __shared__ float tile[16][17];
  int x = blockIdx.x * 16 + threadIdx.x;
  int y = blockIdx.y * 16 + threadIdx.y;
  if (x < cols && y < rows)
    tile[threadIdx.y][threadIdx.x] = in[y * cols + x];
  __syncthreads();
  x = blockIdx.y * 16 + threadIdx.x;
  y = blockIdx.x * 16 + threadIdx.y;
  if (x < rows && y < cols)
    out[y * rows + x] = tile[threadIdx.x][threadIdx.y];
}

// A tile larger than any block: the assumed block stays.
__global__ void stage(const float *in, float *out, int n) {
  __shared__ float big[4096];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    big[threadIdx.x] = in[i];
    out[i] = big[threadIdx.x] * 2.0f;
  }
}

// A tile that only the first warp indexes, under a check: any block fits.
__global__ void column_sums(const float *in, float *out, int n) {
  __shared__ float lanes[32];
  if (threadIdx.x < 32)
    lanes[threadIdx.x] = 0.0f;
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    atomicAdd(&lanes[threadIdx.x % 32], in[i]);
  __syncthreads();
  if (threadIdx.x < 32)
    atomicAdd(&out[threadIdx.x], lanes[threadIdx.x]);
}

void launch(const float *in, float *out, int n, int rows, int cols,
            int threads) {
  block_max<<<(n + threads - 1) / threads, threads>>>(in, out, n);
  dim3 block(threads / 16, 16);
  transpose<<<dim3(cols / 16, rows / 16), block>>>(in, out, rows, cols);
  stage<<<(n + threads - 1) / threads, threads>>>(in, out, n);
  column_sums<<<(n + threads - 1) / threads, threads>>>(in, out, n);
}
