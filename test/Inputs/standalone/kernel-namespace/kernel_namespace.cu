// A kernel declared in a namespace, calling a helper of that namespace by its
// unqualified name, and launched by its qualified name.
#include <cuda_runtime.h>

namespace proj {
namespace ops {

__device__ float offset(float x) { return x + 1.0f; }

__global__ void offset_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = offset(data[i]);
}

} // namespace ops
} // namespace proj

void launch(float *data, int n) {
  proj::ops::offset_kernel<<<(n + 127) / 128, 128>>>(data, n);
}
