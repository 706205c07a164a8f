// A benchmark TU that never includes <cuda_fp16.h>: the half variant the
// user asks for is still a valid kernel.
template <typename T>
__global__ void saxpy(int n, T a, const T *x, T *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}

void run(int n, float a, const float *x, float *y) {
  saxpy<float><<<(n + 255) / 256, 256>>>(n, a, x, y);
}
