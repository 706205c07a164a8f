// A grid-stride loop, an atomic into one element, and a buffer read
// through an index the kernel loads (a gather: its size is assumed).
#include <cuda_runtime.h>

__global__ void gather_sum(const float *values, const int *index, float *out,
                           float *total, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    float v = values[index[i]];
    out[i] = v;
    atomicAdd(&total[0], v);
  }
}

void run_gather_sum(const float *values, const int *index, float *out,
                    float *total, int n) {
  gather_sum<<<1024, 128>>>(values, index, out, total, n);
}
