#include <cuda_fp16.h>

// Reverses each BLOCK-element tile through shared memory.
template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK) reverse_tile(const T *in, T *out) {
  __shared__ T tile[BLOCK];
  tile[threadIdx.x] = in[blockIdx.x * BLOCK + threadIdx.x];
  __syncthreads();
  out[blockIdx.x * BLOCK + threadIdx.x] = tile[BLOCK - 1 - threadIdx.x];
}

void reverse(const float *in, float *out, int n) {
  if (n % 256 == 0)
    reverse_tile<float, 256><<<n / 256, 256>>>(in, out);
  else
    reverse_tile<float, 128><<<n / 128, 128>>>(in, out);
}
