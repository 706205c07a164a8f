// Parses clean: one template kernel, launched for float.
template <typename T> __global__ void scale(T *x, T a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= a;
}
void run(float *x, int n) { scale<<<(n + 255) / 256, 256>>>(x, 2.0f, n); }
// Never launched, and nothing says which N: written as-is, no variant.
template <int N> __global__ void unrolled(float *x) {
  for (int k = 0; k < N; ++k) x[threadIdx.x * N + k] = 0.0f;
}
