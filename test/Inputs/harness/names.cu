// Parameters named as the harness would name its own pieces: `x_count`
// (the key of x's count), `outputs` (kx_outputs), `seed` (a key), and one
// named as a type the harness uses (`dim3`).
// The unit's own macros, `N` and a function-like `max`, do not reach the
// harness's helpers or the standard headers.
#include <cuda_runtime.h>

#define N 4
#define max(a, b) ((a) > (b) ? (a) : (b))

__global__ void collide(const float *x, int x_count, float *outputs,
                        int seed, int dim3) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < x_count)
    outputs[i] = max(x[i], (float)N) + seed + dim3;
}
