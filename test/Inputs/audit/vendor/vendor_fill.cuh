// A third-party header with a kernel of its own: compiled into the project's
// objects, but not the project's kernel.
namespace vendor {
template <typename T> __global__ void fill(T *x, T v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = v;
}
} // namespace vendor
