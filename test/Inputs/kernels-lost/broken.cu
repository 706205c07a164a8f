// Errors that cost kernels: clang drops a declaration whose type it does
// not know, whether the file writes __global__ or a macro spells it.
#include <cuda_runtime.h>

#define KERNEL __global__

__global__ void kept_clean(float *x) { x[threadIdx.x] = 1.0f; }

__global__ void lost_unknown_type(Missing<float> *x) { x[0] = 0; }

KERNEL void lost_through_macro(AlsoMissing *x) { x[0] = 0; }

// Declared here, defined in another TU: nothing lost.
__global__ void defined_elsewhere(float *x);

#include "shared.cuh"

// Explicit instantiations name a kernel defined above: nothing lost.
template <typename T> __global__ void kept_template(T *x) { x[0] = T(); }
template __global__ void kept_template<float>(float *);
#define INSTANTIATE(T) template __global__ void kept_template<T>(T *);
INSTANTIATE(double)
