// Launch bounds and shared memory that depend on template parameters.
template <typename T, int BLOCK>
__global__ void __launch_bounds__(BLOCK) tile_sum(const T *in, T *out) {
  __shared__ T tile[BLOCK];
  tile[threadIdx.x] = in[blockIdx.x * BLOCK + threadIdx.x];
  __syncthreads();
  if (threadIdx.x == 0) {
    T sum = 0;
    for (int i = 0; i < BLOCK; ++i)
      sum += tile[i];
    out[blockIdx.x] = sum;
  }
}

void run(const float *in, float *out, int n) {
  tile_sum<float, 128><<<n / 128, 128>>>(in, out);
}
