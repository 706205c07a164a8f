#include <cuda_runtime.h>

#define THREADS 256
constexpr int kBlocks = 8;
enum { kWarp = 32 };
static const int kShared = 1024;

__global__ void __launch_bounds__(THREADS, 2) k(float *x, int n) {
  extern __shared__ float dyn[];
  x[threadIdx.x] = dyn[0] + n;
}

void run(float *x, int n, cudaStream_t s) {
  dim3 grid(16, 16);
  const dim3 block(kWarp, 4);
  k<<<kBlocks, THREADS, kShared, s>>>(x, n);
  k<<<grid, block, sizeof(float) * kWarp>>>(x + 1, n - 1);
  auto fp = &k;
  fp<<<1, kWarp>>>(x, 0);
  void *args[] = {&x, &n};
  cudaLaunchKernel((const void *)k, dim3(2), dim3(64), args, 0, s);
}
