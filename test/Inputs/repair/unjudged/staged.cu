// A helper written as nvcc accepts and clang does not (`__shared__ alignas`).
__device__ float staged(float x) {
  __shared__ alignas(16) float tile[4];
  tile[threadIdx.x & 3] = x;
  __syncthreads();
  return tile[0];
}

__global__ void uses_staged(float *x) { x[threadIdx.x] = staged(x[threadIdx.x]); }
