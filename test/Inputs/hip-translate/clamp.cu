#include <cuda_runtime.h>
#include <algorithm>

// Host and device: the device side is chosen by __CUDACC__, which HIP-Clang
// spells __HIPCC__.
__host__ __device__ inline int clamp_index(int i, int n) {
#ifdef __CUDACC__
  return min(max(i, 0), n - 1);
#else
  return std::min(std::max(i, 0), n - 1);
#endif
}

__global__ void clamp_gather_kernel(const float *in, const int *index,
                                    float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[clamp_index(index[i], n)];
}
