#include "small_vector.cuh"

__global__ void gather_kernel(const int *in, int *out, int n) {
  Range Rows(0, n);
  SmallVector<int> Indices;
  for (int i = Rows.Lo; i < Rows.Hi && i < 4; ++i)
    Indices.push_back(in[i]);
  out[0] = Indices.fits(n) ? Indices.Size : -1;
}

void launch(const int *in, int *out, int n) {
  gather_kernel<<<1, 1>>>(in, out, n);
}
