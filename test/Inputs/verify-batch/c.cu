// Its unit does not compile alone: the host branch of the #ifdef uses what
// the device-side parse never saw (standalone-cuda-arch-host-branch.test).
#define HOST_SCALE 3.0f
__host__ __device__ inline float host_fallback(float x) { return x + 1.0f; }

__host__ __device__ float scaled(float x) {
#ifdef __CUDA_ARCH__
  return x * 2.0f;
#else
  return host_fallback(x) * HOST_SCALE;
#endif
}

__global__ void arch_kernel(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = scaled(x[i]);
}
