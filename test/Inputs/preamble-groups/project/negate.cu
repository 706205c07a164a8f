#pragma once
#include "helper.h"

__global__ void negate(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = -x[i];
}
