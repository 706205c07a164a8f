// Fixed-width types spelled std::uint32_t: <cstdint> declares them in std::
// (nvcc's runtime header brings only <stdint.h>'s global ones).
#include "widths.h"

__global__ void copy_sizes(std::uint32_t n, const uint4 *__restrict__ points,
                           std::uint32_t *sizes) {
  const std::uint32_t i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n)
    sizes[i] = points[i].z >> kSymbolBits;
}
