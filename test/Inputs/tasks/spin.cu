// A kernel that runs far past any timeout: tasks.test's `check --timeout`.
__global__ void spin(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    for (long long k = 0; k < (1ll << 40); ++k)
      x[i] = x[i] * 0.5f + 1.0f;
}
