// A __CUDA_ARCH__ group is kept as written, so its host branch is compiled
// again when the unit is: what that branch uses (a host helper, a project
// macro) must be in the unit, though the device-side parse never saw it.
#include <cuda_runtime.h>

#define DEVICE_SCALE 2.0f
#define HOST_SCALE 3.0f

__host__ __device__ inline float host_fallback(float x) { return x + 1.0f; }

__host__ __device__ float scaled(float x) {
#ifdef __CUDA_ARCH__
  return x * DEVICE_SCALE;
#else
  return host_fallback(x) * HOST_SCALE;
#endif
}

__global__ void arch_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = scaled(data[i]);
}
