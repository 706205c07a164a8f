// Only integer types instantiate: % is not defined for floating point.
template <typename T> __global__ void modulo(T *x, T m) {
  x[threadIdx.x] = x[threadIdx.x] % m;
}
