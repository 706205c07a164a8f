#include "scale_cuda_kernel.cuh"
#include "ops/bias_kernel.cuh"

#ifdef USE_ROCM
#error "parsed with ROCm's defines: the CUDA original must not see them"
#endif
#ifndef __CUDA_NO_HALF_OPERATORS__
#error "hipcc's __HIP_NO_HALF_OPERATORS__ is CUDA's __CUDA_NO_HALF_OPERATORS__"
#endif

__global__ void fill_kernel(float *data, float value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = value;
}

void scale_sum(const float *input, float *output, float factor, int n,
               cudaStream_t stream) {
  int blocks = (n + THREADS_PER_BLOCK - 1) / THREADS_PER_BLOCK;
  fill_kernel<<<1, 1, 0, stream>>>(output, 0.0f, 1);
  bias_kernel<<<1, 1, 0, stream>>>(output, 1.0f, 1);
  scale_sum_kernel<float><<<blocks, THREADS_PER_BLOCK, 0, stream>>>(
      input, output, factor, n);
  cudaError_t err = cudaGetLastError();
  (void)err;
}
