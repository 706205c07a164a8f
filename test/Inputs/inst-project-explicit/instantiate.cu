// The TU that defines the kernels: explicit instantiations only, no launch.
#include "kernels.cuh"

#define ON_DEVICE true

template __global__ void fill_marked<ON_DEVICE>(float *, float, int);
template __global__ void halve<double>(double *, int);
