// A row reduction parameterised by functors, launched for float only. The
// TU never includes cuda_fp16.h.
#include <cuda_runtime.h>

template <class T> struct neg {
  __device__ T operator()(T x) const { return -x; }
};
template <class T> struct sum {
  __device__ T operator()(T a, T b) const { return a + b; }
};

template <int Block, class Iop, class Rop, class T>
__global__ void row_reduce(const T *in, T *out, int cols) {
  __shared__ T partial[Block];
  const T *row = in + blockIdx.x * cols;
  Iop iop;
  Rop rop;
  T acc = iop(row[threadIdx.x]);
  for (int c = threadIdx.x + Block; c < cols; c += Block)
    acc = rop(acc, iop(row[c]));
  partial[threadIdx.x] = acc;
  __syncthreads();
  for (int s = Block / 2; s > 0; s /= 2) {
    if (threadIdx.x < s)
      partial[threadIdx.x] = rop(partial[threadIdx.x], partial[threadIdx.x + s]);
    __syncthreads();
  }
  if (threadIdx.x == 0)
    out[blockIdx.x] = partial[0];
}

// A complex multiply-add over pairs: its half variant pairs too.
template <class T2, class T>
__global__ void scale_pairs(T2 *data, T scale, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    data[i].x = data[i].x * scale;
    data[i].y = data[i].y * scale;
  }
}

void reduce_rows(const float *in, float *out, int rows, int cols) {
  row_reduce<128, neg<float>, sum<float>, float><<<rows, 128>>>(in, out, cols);
}

void scale(float2 *data, float s, int n) {
  scale_pairs<float2, float><<<(n + 255) / 256, 256>>>(data, s, n);
}
