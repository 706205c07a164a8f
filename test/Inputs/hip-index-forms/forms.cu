// Forms HIP 5.2 spells differently, from Learn-CUDA-Programming's and
// llm.c's kernels: a cooperative-groups block's dimensions and indices, a
// built-in index printed, a read-only or streaming load of a bfloat16.
#include <cooperative_groups.h>
#include <cuda_bf16.h>
#include <cstdio>

namespace cg = cooperative_groups;

__global__ void grid_stride_sum(const float *in, float *out, int n) {
  const cg::thread_block block = cg::this_thread_block();
  float sum = 0.f;
  for (int i = block.group_index().x * block.group_dim().x +
               block.thread_index().x;
       i < n; i += block.group_dim().x * gridDim.x)
    sum += in[i];
  atomicAdd(out, sum);
}

__global__ void where_am_i(unsigned int rows) {
  for (unsigned int k = 0; k < min(rows, blockDim.x); ++k)
    printf("block %d thread %d row %u\n", blockIdx.x, threadIdx.x, k);
}

__global__ void load_bf16(const __nv_bfloat16 *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (float)__ldg(&in[i]) + (float)__ldcs(&in[n - 1 - i]);
}

// The same loads in a template: a bfloat16 load in the variant's
// specialization, where the template's text is dependent.
template <typename T>
__global__ void load_any(const T *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (float)__ldg(&in[i]) + (float)__ldcs(&in[n - 1 - i]);
}

void load_all(const __nv_bfloat16 *in, float *out, int n) {
  load_any<<<(n + 255) / 256, 256>>>(in, out, n);
}

// A device-side assertion: LLVM's trap in both.
__global__ void check_finite(const float *in, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && !isfinite(in[i]))
    __trap();
}
