#include <fwl/api.h>

using namespace fwapi;

#define Acc3R Accessor<scalar_t, 3, RestrictTraits>

template <typename scalar_t>
__global__ void corr_kernel(const Acc3R a, const Acc3R b, Acc3R out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = a[i] * b[i];
}

void corr(Accessor<float, 3, RestrictTraits> a,
          Accessor<float, 3, RestrictTraits> b,
          Accessor<float, 3, RestrictTraits> out, int n) {
  corr_kernel<float><<<(n + 255) / 256, 256>>>(a, b, out, n);
}
