// Units that would clash at one scope: the same helper and macro names,
// other bodies. Each compiles alone.
#define FACTOR 2.0f

__device__ float helper(float x) { return FACTOR * x; }

__global__ void double_all(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = helper(x[i]);
}
