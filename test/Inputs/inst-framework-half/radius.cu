// A PyTorch extension's kernel, dispatched for float and double only. Its
// half type is the framework's: a small stand-in for c10::Half (stored as
// bits, converting to and from float), as the extension sees it.
#include <cuda_fp16.h>

namespace c10 {
struct alignas(2) Half {
  unsigned short x;
  Half() = default;
  __host__ __device__ Half(float value) {
    __half_raw raw = __float2half(value);
    x = raw.x;
  }
  __host__ __device__ operator float() const {
    __half_raw raw;
    raw.x = x;
    return __half2float(__half(raw));
  }
};
} // namespace c10

namespace at {
using c10::Half;
} // namespace at

// `d <= radius` compares with a float: c10::Half converts to float, while
// __half (its conversions on) has several candidates and is ambiguous.
template <typename scalar_t>
__global__ void within_radius(const scalar_t *points, const scalar_t *center,
                              float radius, bool *inside, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    scalar_t d = points[i] - center[0];
    inside[i] = d <= radius && -radius <= d;
  }
}

void launch_within_radius(const float *points, const float *center,
                          float radius, bool *inside, int n) {
  within_radius<float><<<(n + 255) / 256, 256>>>(points, center, radius,
                                                 inside, n);
}
