// A PyTorch-extension-style kernel: framework types as parameters, the
// framework's accumulate type and device assertion in its body.
#include "fw/accessor.h"

template <typename scalar_t>
__global__ void row_sum_kernel(
    fw::Accessor<scalar_t, 2, fw::RestrictPtrTraits, int> input,
    fw::Accessor<scalar_t, 1, fw::RestrictPtrTraits, int> output) {
  const int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= input.size(0))
    return;
  CUDA_KERNEL_ASSERT(input.size(1) > 0);
  fw::acc_type<scalar_t> sum = 0;
  for (int col = 0; col < input.size(1); ++col)
    sum += input[row][col];
  output[row] = sum;
}

void row_sum(float *in, float *out, const int *sizes, const int *strides,
             int rows) {
  fw::Accessor<float, 2, fw::RestrictPtrTraits, int> input(in, sizes, strides);
  fw::Accessor<float, 1, fw::RestrictPtrTraits, int> output(out, sizes,
                                                            strides + 1);
  row_sum_kernel<float><<<(rows + 127) / 128, 128>>>(input, output);
}

__global__ void swap_kernel(float *a, float *b, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    fw::swap_values(a[i], b[i]);
}
