// One token differs: <= for <.
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i <= n)
    x[i] *= 2.0f;
}
