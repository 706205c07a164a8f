// A bfloat16 variant written as its template and an explicit instantiation
// (the parameter is used in a macro): the HIP harness names the kernel with
// HIP's bfloat16 type.
#include <cuda_bf16.h>

#define TO_FLOAT(x) static_cast<float>(static_cast<T>(x))

template <typename T>
__global__ void widen(const T *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = TO_FLOAT(in[i]);
}

void run_widen(const __nv_bfloat16 *in, float *out, int n) {
  widen<<<(n + 255) / 256, 256>>>(in, out, n);
}
