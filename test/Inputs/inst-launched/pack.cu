// A template the project launches only with integer types: float and half
// cannot take its shifts, but the launched instantiations are kernels too.
template <typename In, typename Out>
__global__ void pack(const In *in, Out *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (static_cast<Out>(in[2 * i]) << 8) | static_cast<Out>(in[2 * i + 1]);
}

void pack_bytes(const char *in, unsigned *out, int n) {
  pack<char, unsigned><<<(n + 127) / 128, 128>>>(in, out, n);
}

void pack_ints(const int *in, unsigned *out, int n) {
  pack<int, unsigned><<<(n + 127) / 128, 128>>>(in, out, n);
}

// A function pointer as a non-type parameter: the project launches one
// instantiation per device function, spelled by its address.
__device__ float square(float x) { return x * x; }
__device__ float negate(float x) { return -x; }

template <float (*Op)(float)>
__global__ void apply(float *data, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    data[i] = Op(data[i]);
}

void apply_all(float *data, int n) {
  apply<&square><<<(n + 255) / 256, 256>>>(data, n);
  apply<negate><<<(n + 255) / 256, 256>>>(data, n);
}
