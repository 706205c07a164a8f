// Calls helpers of a library header found with -I ../thirdparty.
#include "vendor.h"

__global__ void vendor_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = vendor_gain(data[i]);
}

__global__ void vendor_library_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = vendor_offset(data[i]);
}

__global__ void vendor_mode_kernel(float *data, int n, VendorMode mode) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = mode == ModeScale ? data[i] * 2.0f : data[i] + 2.0f;
}
