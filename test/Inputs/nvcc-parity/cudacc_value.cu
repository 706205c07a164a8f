// nvcc defines __CUDACC__ as 1; clang's wrapper defines it empty, which makes
// this #if an error ("expected value in expression").
#if __CUDACC__
#define SCALE 2.0f
#else
#error "nvcc compiles this as CUDA"
#endif
__global__ void scale_values(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= SCALE;
}
