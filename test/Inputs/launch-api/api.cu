#include <cuda_runtime.h>

template <typename T, int VEC>
__global__ void axpy(T alpha, const T *x, T *y, int n) {
  int i = (blockIdx.x * blockDim.x + threadIdx.x) * VEC;
  for (int v = 0; v < VEC; ++v)
    if (i + v < n) y[i + v] += alpha * x[i + v];
}

__global__ void coop(float *data, int n) {
  if (threadIdx.x < n) data[threadIdx.x] *= 2.f;
}

__global__ void ex(float *data, int n, float bias) {
  if (threadIdx.x < n) data[threadIdx.x] += bias;
}

__global__ void never_launched(float *data) { data[0] = 0.f; }

void run(float *x, float *y, int n, cudaStream_t stream) {
  // Through a pointer to an instantiation.
  auto k = &axpy<float, 4>;
  k<<<1, 32>>>(2.f, x, y, n);

  void *args[] = {&x, &n};
  cudaLaunchCooperativeKernel((void *)coop, dim3(4), dim3(128), args, 0, stream);

  // The configuration is the last assignment to each field before the
  // launch.
  cudaLaunchConfig_t cfg = {};
  cfg.gridDim = dim3(8);
  cfg.blockDim = 64;
  cfg.blockDim = 128;
  cfg.dynamicSmemBytes = 0;
  cfg.stream = stream;
  cudaLaunchKernelEx(&cfg, ex, x + n / 2, n - n / 2, 0.5f);
  cfg.gridDim = dim3(16);
}
