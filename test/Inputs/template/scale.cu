#include <cuda_fp16.h>

// Scales a vector; T is the element type.
template <typename T>
__global__ void scale(T *data, T factor, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) data[i] *= factor; // in place
}

template <typename T, int BLOCK = 128>
__global__ void __launch_bounds__(BLOCK) fill(T *out, T value) {
  out[blockIdx.x * BLOCK + threadIdx.x] = value;
}

template <typename T> void launch_scale(T *data, T factor, int n) {
  scale<<<(n + 127) / 128, 128>>>(data, factor, n);
}

void run(float *f, double *d, int *i, int n) {
  launch_scale(f, 2.f, n);
  launch_scale(d, 2.0, n);
  scale<int><<<1, 32>>>(i, 3, n);
  fill<float, 64><<<n / 64, 64>>>(f, 0.f);
}
