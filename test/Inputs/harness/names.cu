// Parameters named as the harness would name its own pieces: `x_count`
// (the key of x's count), `outputs` (kx_outputs) and `seed` (a key).
#include <cuda_runtime.h>

__global__ void collide(const float *x, int x_count, float *outputs,
                        int seed) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < x_count)
    outputs[i] = x[i] + seed;
}
