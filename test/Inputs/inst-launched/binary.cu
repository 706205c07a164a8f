// A PyTorch-extension style kernel with an enum non-type parameter: the
// host function switches over the operation and launches one instantiation
// per enumerator through a dispatch macro that binds a constexpr OP.
#include <cuda_fp16.h>

namespace ops {
enum class BinaryOp { Add, Mul, Max };
enum Reduction { ReduceSum, ReduceMean };
} // namespace ops

#define DISPATCH_BINARY_OP(VALUE, ...)                                        \
  switch (VALUE) {                                                            \
  case ops::BinaryOp::Add: {                                                  \
    constexpr ops::BinaryOp OP = ops::BinaryOp::Add;                          \
    __VA_ARGS__();                                                            \
    break;                                                                    \
  }                                                                           \
  case ops::BinaryOp::Mul: {                                                  \
    constexpr ops::BinaryOp OP = ops::BinaryOp::Mul;                          \
    __VA_ARGS__();                                                            \
    break;                                                                    \
  }                                                                           \
  case ops::BinaryOp::Max: {                                                  \
    constexpr ops::BinaryOp OP = ops::BinaryOp::Max;                          \
    __VA_ARGS__();                                                            \
    break;                                                                    \
  }                                                                           \
  }

template <typename scalar_t, ops::BinaryOp OP>
__global__ void binary_kernel(const scalar_t *a, const scalar_t *b,
                              scalar_t *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  if (OP == ops::BinaryOp::Add)
    out[i] = a[i] + b[i];
  else if (OP == ops::BinaryOp::Mul)
    out[i] = a[i] * b[i];
  else
    out[i] = a[i] > b[i] ? a[i] : b[i];
}

template <ops::Reduction R>
__global__ void reduce_rows(const float *in, float *out, int cols) {
  float sum = 0.f;
  for (int c = threadIdx.x; c < cols; c += blockDim.x)
    sum += in[blockIdx.x * cols + c];
  atomicAdd(&out[blockIdx.x], R == ops::ReduceMean ? sum / cols : sum);
}

void binary(ops::BinaryOp op, const float *a, const float *b, float *out,
            int n) {
  DISPATCH_BINARY_OP(op, [&] {
    binary_kernel<float, OP><<<(n + 255) / 256, 256>>>(a, b, out, n);
  });
}

void reduce(bool mean, const float *in, float *out, int rows, int cols) {
  if (mean)
    reduce_rows<ops::ReduceMean><<<rows, 128>>>(in, out, cols);
  else
    reduce_rows<ops::ReduceSum><<<rows, 128>>>(in, out, cols);
}
