// The host helper below has an error the build's nvcc never saw (a header
// of another machine would give the same); the kernels do not touch it.
__device__ float twice(float x) { return 2.0f * x; }

__global__ void scale_clean(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = twice(x[i]);
}

void host_helper() { undeclared_host_call(); }

template <typename T> __global__ void fill_clean(T *x, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}
