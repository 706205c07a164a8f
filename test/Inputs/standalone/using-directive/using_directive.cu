// Helpers reached through a using-directive and a using-declaration: the
// kernel names them unqualified.
#include <cuda_runtime.h>

namespace mathx {
__device__ float sq(float x) { return x * x; }
__device__ float half_of(float x) { return 0.5f * x; }
} // namespace mathx

using namespace mathx;
using mathx::half_of;

__global__ void using_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = half_of(sq(data[i]));
}
