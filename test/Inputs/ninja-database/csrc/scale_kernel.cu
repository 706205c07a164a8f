#ifndef SCALE_BLOCK
#error "the build's -DSCALE_BLOCK is missing: not parsed with the build.ninja's flags"
#endif

template <typename T>
__global__ void scale_kernel(const T *in, T *out, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * factor;
}

void scale(const float *in, float *out, float factor, int n) {
  scale_kernel<float><<<(n + SCALE_BLOCK - 1) / SCALE_BLOCK, SCALE_BLOCK>>>(
      in, out, factor, n);
}
