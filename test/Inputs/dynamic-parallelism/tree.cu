// Kernels that launch kernels (dynamic parallelism), compiled as
// relocatable device code: from a template kernel launched with a thread
// count, from a device function a plain kernel calls (through a macro),
// and a template kernel launching a template kernel
// (`fill<T><<<...>>>`), which clang's overload resolution refuses from
// device code.
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.0f;
}

template <typename T>
__global__ void fill(T *x, T value, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = value;
}

template <int Threads>
__global__ void scale_in_chunks(float *x, int n) {
  if (threadIdx.x == 0)
    scale<<<(n + Threads - 1) / Threads, Threads>>>(x, n);
}

#define LAUNCH_SCALE(x, n) scale<<<((n) + 255) / 256, 256>>>(x, n)

__device__ void scale_from_device(float *x, int n) { LAUNCH_SCALE(x, n); }

__global__ void scale_once(float *x, int n) {
  if (blockIdx.x == 0 && threadIdx.x == 0)
    scale_from_device(x, n);
}

template <typename T>
__global__ void fill_twice(T *x, T value, int n) {
  if (threadIdx.x == 0) {
    fill<T><<<(n + 127) / 128, 128>>>(x, value, n);
    fill<T><<<(n + 127) / 128, 128>>>(x + n, value, n);
  }
}

void run(float *x, int n) {
  scale_in_chunks<20><<<1, 1>>>(x, n);
  scale_once<<<1, 1>>>(x, n);
}
