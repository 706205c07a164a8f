// torchvision's ps_roi_pool style: a bin's bounds computed in the kernel's
// scalar type and passed to floor. For __half, with its conversions on,
// nvcc finds floor(float) and floor(long double) equally good (__half
// converts to long double through operator float and operator short
// alike); clang takes its device floor(float). Through float, both agree.
#include <cuda_fp16.h>

template <typename T>
__global__ void bin_starts(const T *scale, int *start, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    start[i] = static_cast<int>(floor(static_cast<T>(i) * scale[0]));
}

template <typename T>
__global__ void bin_starts_cast(const T *scale, int *start, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    start[i] = static_cast<int>(floorf(static_cast<float>(i) *
                                       static_cast<float>(scale[0])));
}

void launch(const float *scale, int *start, int n) {
  bin_starts<<<(n + 255) / 256, 256>>>(scale, start, n);
  bin_starts_cast<<<(n + 255) / 256, 256>>>(scale, start, n);
}
