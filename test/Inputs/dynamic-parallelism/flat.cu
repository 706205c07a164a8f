// A kernel that launches a kernel, compiled without relocatable device
// code: nvcc rejects it ("kernel launch from __device__ or __global__
// functions requires separate compilation mode"), and so does the tool.
__global__ void clear(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = 0.0f;
}

__global__ void clear_all(float *x, int n) {
  if (threadIdx.x == 0)
    clear<<<(n + 255) / 256, 256>>>(x, n);
}
