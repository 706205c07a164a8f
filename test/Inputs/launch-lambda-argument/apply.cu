// A template kernel launched with a lambda's closure type, which clang
// spells with the lambda's file: `(lambda at <file>:10:29)`.
template <typename F>
__global__ void apply(F f, float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = f(x[i]);
}

void run(float *x, int n) {
  auto twice = [] __device__(float v) { return 2 * v; };
  apply<<<(n + 255) / 256, 256>>>(twice, x, n);
}
