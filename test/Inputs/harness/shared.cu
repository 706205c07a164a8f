// Dynamic shared memory sized at the launch, and a per-block result.
#include <cuda_runtime.h>

__global__ void block_sum(const float *in, float *partial, int n) {
  extern __shared__ float tile[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (threadIdx.x < s)
      tile[threadIdx.x] += tile[threadIdx.x + s];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    partial[blockIdx.x] = tile[0];
}

void run_block_sum(const float *in, float *partial, int n) {
  int threads = 128;
  block_sum<<<(n + threads - 1) / threads, threads, threads * sizeof(float)>>>(
      in, partial, n);
}
