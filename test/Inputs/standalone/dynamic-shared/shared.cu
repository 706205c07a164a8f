// Dynamic shared memory, declared the three ways projects write it.
#include <cuda_runtime.h>

extern __shared__ float tile[];

template <class T> struct SharedMemory {
  __device__ T *get() {
    extern __shared__ int raw[];
    return reinterpret_cast<T *>(raw);
  }
};

__global__ void inBody(const float *in, float *out, int n) {
  extern __shared__ float shared[];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  shared[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i < n)
    out[i] = shared[blockDim.x - 1 - threadIdx.x];
}

__global__ void atFileScope(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  tile[threadIdx.x] = i < n ? in[i] : 0.0f;
  __syncthreads();
  if (i < n)
    out[i] = tile[0];
}

template <class T> __global__ void throughHelper(const T *in, T *out, int n) {
  T *s = SharedMemory<T>().get();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  s[threadIdx.x] = i < n ? in[i] : T(0);
  __syncthreads();
  if (i < n)
    out[i] = s[0];
}

void launch(const float *in, float *out, int n) {
  inBody<<<(n + 255) / 256, 256, 256 * sizeof(float)>>>(in, out, n);
  atFileScope<<<(n + 255) / 256, 256, 256 * sizeof(float)>>>(in, out, n);
  throughHelper<float><<<(n + 255) / 256, 256, 256 * sizeof(float)>>>(in, out, n);
}
