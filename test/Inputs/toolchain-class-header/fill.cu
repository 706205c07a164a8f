#include "shape.cuh"

__global__ void fill_kernel(float *out, Shape s, float v) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < s.size())
    out[i] = v;
}

void fill(float *out, Shape s, float v) {
  fill_kernel<<<(s.size() + 255) / 256, 256>>>(out, s, v);
}
