// Calls a helper of a third-party header found with -I ../thirdparty.
#include "vendor.h"

__global__ void vendor_kernel(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = vendor_gain(data[i]);
}
