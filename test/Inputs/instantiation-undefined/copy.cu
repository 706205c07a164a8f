// A vectorised copy declared for every type, defined only for the types the
// project uses (half, as apex's softmax kernels do): a float instantiation
// of the kernel is accepted by Sema but calls a function nothing defines.
#include <cuda_fp16.h>

template <typename T, int N>
__device__ __inline__ void copy_vector(T *dst, const T *src);

template <>
__device__ __inline__ void copy_vector<__half, 1>(__half *dst,
                                                  const __half *src) {
  *dst = *src;
}

template <typename T>
__global__ void copy_kernel(T *dst, const T *src, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    copy_vector<T, 1>(dst + i, src + i);
}

void copy(__half *dst, const __half *src, int n) {
  copy_kernel<__half><<<(n + 255) / 256, 256>>>(dst, src, n);
}
