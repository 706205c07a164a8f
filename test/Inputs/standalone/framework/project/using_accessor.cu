// A library name brought in with a using-declaration, as pytorch3d does
// (`using at::PackedTensorAccessor64;`).
#include "fw/accessor.h"

using fw::Accessor;
using fw::RestrictPtrTraits;

__global__ void fill_kernel(Accessor<float, 1, RestrictPtrTraits, int> out,
                            float value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value;
}
