__global__ void saxpy(int n, float a,
                      const float *x,   // input
                      float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  /* y <- a*x + y */
  if (i < n)    y[i] = a * x[i]
                     + y[i];
}
