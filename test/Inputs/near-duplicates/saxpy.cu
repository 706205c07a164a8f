// y = a*x + y, one element per thread.
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

__global__ void reduce_sum(const float *in, float *out, int n) {
  __shared__ float partial[256];
  unsigned t = threadIdx.x;
  partial[t] = t < n ? in[t] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    atomicAdd(out, partial[0]);
}
