#include <cuda_runtime.h>

typedef float Element;
#include "shared.cuh"

__global__ void defined_elsewhere(float *x) { x[0] = 2.0f; }

void launch(float *x, Element *e) {
  defined_elsewhere<<<1, 1>>>(x);
  header_kernel<<<1, 32>>>(e);
}
