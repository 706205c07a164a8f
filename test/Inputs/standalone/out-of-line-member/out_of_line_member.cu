// A struct whose member function is defined outside the class: the kernel
// calls it, so the unit needs the definition as well as the class.
#include <cuda_runtime.h>

struct Scaler {
  float factor;
  __device__ float apply(float x) const;
};

__device__ float Scaler::apply(float x) const { return factor * x; }

__global__ void member_kernel(Scaler s, float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = s.apply(data[i]);
}
