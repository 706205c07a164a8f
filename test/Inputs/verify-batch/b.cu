#define FACTOR 3.0f

__device__ float helper(float x) { return x + FACTOR; }

__global__ void shift_all(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = helper(x[i]);
}

struct Pair {
  float first, second;
};

__global__ void swap_pairs(Pair *p, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float t = p[i].first;
    p[i].first = p[i].second;
    p[i].second = t;
  }
}
