#include <cuda_runtime.h>
#include <cuda_fp16.h>
#include <device_launch_parameters.h>
#include "warp.cuh"

struct Plan {
  int rows, cols;
  cudaStream_t stream; // The stream the plan runs on.
};

// One block per row: warp sums, then the first warp sums the partials.
template <typename T>
__global__ void row_sum_kernel(const T *in, T *out, Plan plan) {
  __shared__ T partial[256 / WARP_SIZE];
  int lane = threadIdx.x % WARP_SIZE;
  int warp = threadIdx.x / WARP_SIZE;
  T v = 0;
  for (int c = threadIdx.x; c < plan.cols; c += blockDim.x)
    v += in[blockIdx.x * plan.cols + c];
  v = warp_sum(v);
  if (lane == 0)
    partial[warp] = v;
  __syncthreads();
  if (warp == 0) {
    v = lane < blockDim.x / WARP_SIZE ? partial[lane] : T(0);
    v = warp_sum(v);
    if (lane == 0)
      out[blockIdx.x] = v;
  }
}

// Votes: how many lanes see a positive value, and the row maximum.
__global__ void count_positive_kernel(const float *x, int *count,
                                      float *row_max, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  bool positive = i < n && x[i] > 0.f;
  unsigned active = __activemask();
  unsigned votes = __ballot_sync(active, positive);
  if (lane_id() == 0) {
    atomicAdd(count, __popc(__ballot_sync(FULL_MASK, positive)));
    (void)votes;
  }
  float m = warp_max(i < n ? x[i] : -1e30f);
  if ((threadIdx.x & 31) == 0)
    row_max[i / 32] = m;
  __syncwarp();
}

// A lookup through a texture object.
__global__ void gather_texture_kernel(cudaTextureObject_t table,
                                      const int *index, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = tex1Dfetch<float>(table, index[i]);
}

void launch(const float *in, float *out, Plan plan) {
  row_sum_kernel<float><<<plan.rows, 256, 0, plan.stream>>>(in, out, plan);
}
