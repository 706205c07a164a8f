#include <cuda_fp16.h>

// Converts In elements to Out, through float.
template <typename In, typename Out>
__global__ void convert(const In *in, Out *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) out[i] = Out(float(in[i])); // In -> float -> Out
}
