// A hipified file kept as .cpp and compiled with `clang++ -x hip`.
#include <hip/hip_runtime.h>

#ifndef __HIP_DEVICE_COMPILE__
#error "not a device-side parse"
#endif
#ifndef __gfx942__
#error "the first --offload-arch (gfx942) was lost"
#endif
#if FROM_CLANG != 2
#error "-DFROM_CLANG=2 was lost"
#endif

template <typename T>
__global__ void block_sum(const T *in, T *out, int n) {
  __shared__ T partial[64];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  partial[threadIdx.x] = i < n ? in[i] : T(0);
  __syncthreads();
  if (threadIdx.x == 0) {
    T sum = 0;
    for (int k = 0; k < 64; ++k)
      sum += partial[k];
    out[blockIdx.x] = sum;
  }
}

void sum(const float *in, float *out, int n) {
  block_sum<float><<<(n + 63) / 64, 64>>>(in, out, n);
}
