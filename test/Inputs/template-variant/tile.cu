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

#define PADDED(n) ((n) + 1)

// Sizes written as expressions of the parameters, one through a macro.
template <int THREADS, int MIN_BLOCKS>
__global__ void __launch_bounds__(THREADS, MIN_BLOCKS) twin_stage(float *data) {
  __shared__ float stage[THREADS * 2];
  __shared__ float pad[PADDED(THREADS)];
  stage[threadIdx.x] = data[threadIdx.x];
  stage[THREADS + threadIdx.x] = pad[threadIdx.x] = 0.f;
  __syncthreads();
  data[threadIdx.x] = stage[THREADS - 1 - threadIdx.x];
}

void run(const float *in, float *out, int n) {
  tile_sum<float, 128><<<n / 128, 128>>>(in, out);
  twin_stage<64, 4><<<1, 64>>>(out);
}
