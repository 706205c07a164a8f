// A template kernel in an anonymous namespace whose parameter is used in a
// macro body: written as the template and its explicit instantiation, which
// the harness launches by its template-id.
#include <cuda_runtime.h>

#define SCALE(x) ((x) * (T)2)

namespace {
template <typename T, int N>
__global__ void twice(T *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n * N)
    p[i] = SCALE(p[i]);
}
} // namespace

void run_twice(float *p, int n) { twice<float, 4><<<n, 256>>>(p, n); }
