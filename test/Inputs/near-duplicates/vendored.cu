// A vendored copy of saxpy, renamed and reformatted.
__global__ void axpy_f32(int count, float alpha, const float *in,
                         float *out) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < count) out[idx] = alpha * in[idx] + out[idx];
}

// Not a copy: same signature, other work.
__global__ void clamp_f32(int count, float alpha, const float *in,
                          float *out) {
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  for (; idx < count; idx += gridDim.x * blockDim.x)
    out[idx] = fminf(fmaxf(in[idx], -alpha), alpha);
}
