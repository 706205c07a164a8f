// A benchmark suite's kernel in the old C style: `register` locals, which
// nvcc only warns of.
__global__ void dot_rows(const float *a, const float *b, float *out, int rows,
                         int cols) {
  register int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= rows)
    return;
  register float sum = 0.0f;
  for (register int c = 0; c < cols; ++c)
    sum += a[row * cols + c] * b[c];
  out[row] = sum;
}
