// Host launchers for the sigmoid focal loss and its mean reduction.
#include "roi_ops_cuda_kernel.cuh"

namespace example {
namespace detail {

__global__ void scale_kernel(float *data, float factor, int n) {
  CUDA_1D_KERNEL_LOOP(i, n) { data[i] *= factor; }
}

} // namespace detail
} // namespace example

// Sums `input` into *result; launch with THREADS_PER_BLOCK threads.
__global__ void block_reduce_sum_kernel(const float *input, float *result,
                                        int n) {
  __shared__ float partial[THREADS_PER_BLOCK];
  float sum = 0.f;
  CUDA_1D_KERNEL_LOOP(i, n) { sum += input[i]; }
  partial[threadIdx.x] = sum;
  __syncthreads();

  // Tree reduction in shared memory; blockDim.x is a power of two.
  for (unsigned int stride = blockDim.x / 2; stride > 0; stride >>= 1) {
    if (threadIdx.x < stride)
      partial[threadIdx.x] += partial[threadIdx.x + stride];
    __syncthreads();
  }
  if (threadIdx.x == 0)
    atomicAdd(result, partial[0]);
}

void sigmoid_focal_loss_forward_cuda(const float *input, const int *target,
                                     const float *weight, float *output,
                                     int num_samples, int num_classes,
                                     float gamma, float alpha,
                                     cudaStream_t stream) {
  const int output_size = num_samples * num_classes;
  sigmoid_focal_loss_forward_cuda_kernel<float>
      <<<GET_BLOCKS(output_size), THREADS_PER_BLOCK, 0, stream>>>(
          output_size, input, target, weight, output, gamma, alpha,
          num_classes);
}

// Reduces the per-element loss to its mean; `result` must be zeroed.
void focal_loss_mean_cuda(const float *loss, float *result, int n,
                          cudaStream_t stream) {
  block_reduce_sum_kernel<<<GET_BLOCKS(n), THREADS_PER_BLOCK, 0, stream>>>(
      loss, result, n);
  example::detail::scale_kernel<<<1, 1, 0, stream>>>(result, 1.f / n, 1);
}
