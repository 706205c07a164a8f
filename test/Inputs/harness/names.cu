// Parameters named as the harness would name its own pieces: `x_count`
// (the key of x's count), `outputs` (kx_outputs), `seed` (a key), and one
// named as a type the harness uses (`dim3`).
#include <cuda_runtime.h>

__global__ void collide(const float *x, int x_count, float *outputs,
                        int seed, int dim3) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < x_count)
    outputs[i] = x[i] + seed + dim3;
}
