// A vendored copy of a.cu's saxpy, token for token.
namespace vendored {
__global__ void saxpy(int n, float a, const float *x, float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
}
} // namespace vendored

void run_f(float *x, float *y, int n) {
  vendored::saxpy<<<(n + 255) / 256, 256>>>(n, 1.0f, x, y);
}
