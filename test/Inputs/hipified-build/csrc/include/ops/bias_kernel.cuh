#ifndef BIAS_KERNEL_CUH
#define BIAS_KERNEL_CUH

// Adds a bias to every element.
__global__ void bias_kernel(float *data, float bias, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] += bias;
}

#endif
