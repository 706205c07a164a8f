#include "../launch-dispatch/dispatch.h"

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
