#include <cuda_fp16.h>

// Macros whose definitions name the kernels' template parameters: the text
// cannot be substituted, so each variant is the template followed by an
// explicit instantiation.
#define LOAD(p) ((T)(p)[0])
#define TILE_INDEX (blockIdx.x * BLOCK + threadIdx.x)

template <typename T>
__global__ void first(const T *in, T *out) {
  out[0] = LOAD(in); // T only through LOAD
}

template <typename T, int BLOCK>
__global__ void copy_tile(const T *in, T *out) {
  __shared__ T tile[BLOCK];
  tile[threadIdx.x] = in[TILE_INDEX];
  __syncthreads();
  out[TILE_INDEX] = tile[threadIdx.x];
}

void run(const float *in, float *out) {
  copy_tile<float, 64><<<4, 64>>>(in, out);
}
