// One kernel of the TU reduces with CUB; the others use none of it.
#include <cub/cub.cuh>
#include <cstdint>
#include <cuda_fp16.h>

template <int BLOCK>
__global__ void block_sum(const float *in, float *out, int n) {
  using BlockReduce = cub::BlockReduce<float, BLOCK>;
  __shared__ typename BlockReduce::TempStorage temp;
  int i = blockIdx.x * BLOCK + threadIdx.x;
  float total = BlockReduce(temp).Sum(i < n ? in[i] : 0.0f);
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}

__global__ void count_bits(const uint32_t *words, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    counts[i] = __popc(words[i]);
}

__global__ void halve(__half *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = __hmul(x[i], __float2half(0.5f));
}

void sum(const float *in, float *out, int n) {
  block_sum<128><<<(n + 127) / 128, 128>>>(in, out, n);
}
