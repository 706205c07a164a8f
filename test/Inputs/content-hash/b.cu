// The same kernel, reformatted and commented differently.
__global__ void scale(float *x,
                      int n) { int i = blockIdx.x * blockDim.x + threadIdx.x;
  /* bounds */ if (i < n) x[i] *= 2.0f; }
