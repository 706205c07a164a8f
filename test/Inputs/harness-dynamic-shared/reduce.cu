// A block reduction whose dynamic shared memory a helper class hands out,
// sized at the launch by a rule the tool cannot fold.
#include <cuda_runtime.h>

template <class T> struct SharedMemory {
  __device__ T *getPointer() {
    extern __shared__ unsigned char bytes[];
    return reinterpret_cast<T *>(bytes);
  }
};

template <class T>
__global__ void blockSum(const T *in, T *out, int n) {
  T *partial = SharedMemory<T>().getPointer();
  unsigned tid = threadIdx.x;
  unsigned i = blockIdx.x * (2 * blockDim.x) + tid;
  partial[tid] = i < n ? in[i] : T(0);
  partial[tid + blockDim.x] = i + blockDim.x < n ? in[i + blockDim.x] : T(0);
  __syncthreads();
  for (unsigned s = blockDim.x; s > 0; s >>= 1) {
    if (tid < s)
      partial[tid] += partial[tid + s];
    __syncthreads();
  }
  if (tid == 0)
    out[blockIdx.x] = partial[0];
}

size_t sharedBytes(int threads) { return 2 * threads * sizeof(float); }

void run(const float *in, float *out, int n, int threads) {
  blockSum<float><<<(n + 2 * threads - 1) / (2 * threads), threads,
                    sharedBytes(threads)>>>(in, out, n);
}
