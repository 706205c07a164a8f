// Rows of a fixed length, as polybench writes them: the bounds are
// parameters, the row length a macro.
#define NJ 64
#define NK 8

__global__ void row_scale(int ni, int nj, const float *a, float *c) {
  int j = blockIdx.x * blockDim.x + threadIdx.x;
  int i = blockIdx.y * blockDim.y + threadIdx.y;
  if (i < ni && j < nj)
    c[i * NJ + j] = 2.0f * a[i * NJ + j];
}

__global__ void row_sums(int n, int m, const float *a, float *s) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    float t = 0;
    for (int k = 0; k < m; k++)
      t += a[NK * i + k];
    s[i] = t;
  }
}

void launch(int ni, int nj, int n, int m, const float *a, float *c, float *s) {
  row_scale<<<dim3((nj + 31) / 32, (ni + 7) / 8), dim3(32, 8)>>>(ni, nj, a, c);
  row_sums<<<(n + 255) / 256, 256>>>(n, m, a, s);
}
