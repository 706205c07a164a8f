// Where a template argument cannot simply replace its parameter's name.

// `T(0)` with a multi-word type.
template <typename T>
__global__ void all_ones(T *out) {
  out[threadIdx.x] = ~T(0);
}

template <int WARPS>
__device__ void exchange(float *smem) {
  smem[threadIdx.x] += smem[(threadIdx.x + 32) % (32 * WARPS)];
}

// A branch `if constexpr` discards for one argument and not another.
template <int WARPS>
__global__ void reduce_warps(float *data) {
  if constexpr (WARPS > 1) {
    exchange<WARPS>(data);
  }
  data[threadIdx.x] *= 2.f;
}

template <int WARPS> struct Params {
  float *data;
};

// A __grid_constant__ parameter: the explicit instantiation repeats it.
template <int WARPS>
__global__ void scale_params(const __grid_constant__ Params<WARPS> p) {
  if constexpr (WARPS > 1)
    p.data[threadIdx.x] *= 2.f;
}

void run(unsigned *u, unsigned long long *v, float *d) {
  all_ones<unsigned int><<<1, 32>>>(u);
  all_ones<unsigned long long><<<1, 32>>>(v);
  reduce_warps<1><<<1, 32>>>(d);
  reduce_warps<4><<<1, 128>>>(d);
  scale_params<2><<<1, 64>>>(Params<2>{d});
}
