// Lanes past n return before their warp's reduction: the shuffles then
// read lanes that exited, whose values a GPU leaves undefined.
__global__ void partial_warp_sum(const float *x, float *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float v = x[i];
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (threadIdx.x % 32 == 0)
    sums[i / 32] = v;
}

// Every lane takes part: defined whatever n is.
__global__ void full_warp_sum(const float *x, float *sums, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = i < n ? x[i] : 0.0f;
  for (int offset = 16; offset > 0; offset >>= 1)
    v += __shfl_down_sync(0xffffffff, v, offset);
  if (i < n && threadIdx.x % 32 == 0)
    sums[i / 32] = v;
}
