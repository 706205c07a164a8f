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

// A using-declaration inside a namespace makes an enum of a nested namespace
// visible to the namespace's kernels, which qualify its enumerators through
// it.
namespace engine {
namespace modes {
enum class Fill { Zero, Keep };
} // namespace modes
using modes::Fill;

__global__ void fill_kernel(float *data, int n) {
  constexpr Fill How = Fill::Zero;
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && How == Fill::Zero)
    data[i] = 0.f;
}
} // namespace engine
