// A 2D kernel launched with dim3 blocks: one bound per grid dimension.
#include <cuda_runtime.h>

#define TILE 16

__global__ void transpose(const float *in, float *out, int rows, int cols) {
  int col = blockIdx.x * blockDim.x + threadIdx.x;
  int row = blockIdx.y * blockDim.y + threadIdx.y;
  if (row >= rows || col >= cols)
    return;
  out[col * rows + row] = in[row * cols + col];
}

void run_transpose(const float *in, float *out, int rows, int cols) {
  dim3 block(TILE, TILE);
  dim3 grid((cols + TILE - 1) / TILE, (rows + TILE - 1) / TILE);
  transpose<<<grid, block>>>(in, out, rows, cols);
}
