// Attribute-specifiers written after CUDA's keywords, as nvcc takes them.

__device__ __host__ [[nodiscard]] inline constexpr int padded(int n) {
  return (n + 3) / 4 * 4;
}

template <int N>
__global__ void reverse_tile(const float *in, float *out) {
  __shared__ alignas(16) float tile[padded(N)];
  tile[threadIdx.x] = in[blockIdx.x * N + threadIdx.x];
  __syncthreads();
  out[blockIdx.x * N + threadIdx.x] = tile[N - 1 - threadIdx.x];
}

void reverse(const float *in, float *out, int blocks) {
  reverse_tile<128><<<blocks, 128>>>(in, out);
}
