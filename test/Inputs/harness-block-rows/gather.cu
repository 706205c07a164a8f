// Sparse-convolution gathers, as spconv-derived extensions write them: each
// block's threads copy one row's vectors, `threadIdx.x` the column in rows
// of `planes` vectors. The launch shape comes from the caller.
#include <cuda_runtime.h>

__device__ inline int first_row() { return blockIdx.y; }
__device__ inline int row_stride() { return gridDim.y; }

template <int Tile, typename Vec>
__global__ void gather_vectors(float *buffer, const float *features,
                               const int *indices, int size, int planes) {
  features += blockIdx.x * Tile;
  buffer += blockIdx.x * Tile;
  for (int iy = first_row(); iy < size; iy += row_stride())
    reinterpret_cast<Vec *>(buffer)[iy * planes + threadIdx.x] =
        reinterpret_cast<const Vec *>(
            features)[indices[iy] * planes + threadIdx.x];
}

void gather(dim3 grid, dim3 block, float *buffer, const float *features,
            const int *indices, int size, int planes) {
  gather_vectors<32, int4><<<grid, block>>>(buffer, features, indices, size,
                                            planes);
}

// Halves as a class of their own (c10::Half, at::Half), read as int2: four
// to a vector.
struct half_bits {
  unsigned short bits;
};

__global__ void gather_halves(half_bits *buffer, const half_bits *features,
                              const int *indices, int size, int planes) {
  for (int iy = first_row(); iy < size; iy += row_stride())
    reinterpret_cast<int2 *>(buffer)[iy * planes + threadIdx.x] =
        reinterpret_cast<const int2 *>(
            features)[indices[iy] * planes + threadIdx.x];
}

void gather(dim3 grid, dim3 block, half_bits *buffer,
            const half_bits *features, const int *indices, int size,
            int planes) {
  gather_halves<<<grid, block>>>(buffer, features, indices, size, planes);
}
