// A warp reduction with CUB: its HIP unit needs hipCUB.
#include <cub/cub.cuh>

__global__ void warp_sum_kernel(const float *in, float *out) {
  using WarpReduce = cub::WarpReduce<float>;
  __shared__ typename WarpReduce::TempStorage temp;
  float sum = WarpReduce(temp).Sum(in[threadIdx.x]);
  if (threadIdx.x == 0)
    out[blockIdx.x] = sum;
}
