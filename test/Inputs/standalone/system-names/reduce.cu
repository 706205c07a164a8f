// llm.c-style: a block reduction parameterized by a warp reduction through
// a function-pointer typedef.
typedef float (*reduction_func_t)(float);

__device__ float warp_sum(float v) {
  for (int offset = 16; offset > 0; offset /= 2)
    v += __shfl_xor_sync(0xffffffff, v, offset);
  return v;
}

template <reduction_func_t warp_reduction>
__device__ float block_reduce(float v) {
  return warp_reduction(v);
}

__global__ void norm_kernel(float *out, const float *in) {
  float total = block_reduce<warp_sum>(in[threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = total;
}
