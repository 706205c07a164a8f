__global__ void gather(const float *in, const int *index, float *out,
                       int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[index[i]];
}
