// The kernel's own body holds the error: its text is written, marked, with
// no unit built on it.
__global__ void broken_body(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = missing_device_function(x[i]);
}
