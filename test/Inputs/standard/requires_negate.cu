// Requires-clauses, after the template head and after the declarator, in
// a TU that clang compiles as GNU C++2a.
#include <cuda_runtime.h>

template <typename T>
  requires(sizeof(T) >= 4)
__global__ void negate(T *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = -v[i];
}

template <typename T>
__global__ void square(T *v, int n)
  requires(sizeof(T) >= 4)
{
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] *= v[i];
}

void negateAll(float *v, int n) {
  negate<float><<<(n + 127) / 128, 128>>>(v, n);
  square<float><<<(n + 127) / 128, 128>>>(v, n);
}
