#include "dispatch.h"

template <typename scalar_t>
__global__ void relu_kernel(const scalar_t *in, scalar_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = in[i] > scalar_t(0) ? in[i] : scalar_t(0);
}

void relu(int dtype, const void *in, void *out, int n, cudaStream_t stream) {
  DISPATCH_FLOATING_TYPES_AND_HALF(dtype, "relu", [&] {
    relu_kernel<scalar_t><<<(n + 255) / 256, 256, 0, stream>>>(
        static_cast<const scalar_t *>(in), static_cast<scalar_t *>(out), n);
  });
}

template <typename scalar_t>
__global__ void fill_kernel(scalar_t *out, scalar_t value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = value;
}

// Two launches of one kernel in one dispatch lambda are two sites.
void fill(int dtype, void *out, int n) {
  DISPATCH_FLOATING_TYPES_AND_HALF(dtype, "fill", [&] {
    if (n <= 1024)
      fill_kernel<scalar_t><<<1, 1024>>>(static_cast<scalar_t *>(out), scalar_t(1), n);
    else
      fill_kernel<scalar_t><<<(n + 255) / 256, 256>>>(static_cast<scalar_t *>(out), scalar_t(1), n);
  });
}
