__host__ void host_only(double v);

// Calls a host function only for 8-byte types: a host/device error clang
// defers to the end of the TU, for the double instantiation alone.
template <class T> __host__ __device__ void touch(T v) {
  if constexpr (sizeof(T) == 8)
    host_only(v);
}

template <class T> __global__ void apply(T *p) { touch(*p); }
