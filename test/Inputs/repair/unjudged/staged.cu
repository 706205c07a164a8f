// A helper written as nvcc accepts and clang 19 does not: a constant read
// through a reference parameter (P2280, which clang implements from 20).
struct Tile {
  static constexpr int size = 4;
};

__device__ float staged(const Tile &t, float x) {
  constexpr int n = t.size;
  __shared__ float tile[n];
  tile[threadIdx.x & (n - 1)] = x;
  __syncthreads();
  return tile[0];
}

__global__ void uses_staged(float *x) {
  Tile t;
  x[threadIdx.x] = staged(t, x[threadIdx.x]);
}
