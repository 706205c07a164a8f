// A braced initializer that narrows, which nvcc only warns of.
__global__ void one_hot(float *out, const float *labels, int n) {
  int hot[4] = {0.0, 0.0, 0.0, 0.0};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  hot[(int)labels[i] & 3] = 1.0;
  for (int k = 0; k < 4; ++k)
    out[4 * i + k] = hot[k];
}

__global__ void plain(float *out, int n) {
  int steps[2] = {1, 2};
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = steps[i & 1];
}
