// nvcc ignores __restrict__ on a dependent type that turns out not to be a
// pointer: a class template's array member (through a macro, as a
// project's configuration header spells it) and a member written with the
// keyword, instantiated for float. clang rejects each instantiation.
#include <cuda_runtime.h>

#define ptrRestrict __restrict__

template <typename T, int N> struct ThreadArray {
  __device__ T &operator[](int i) { return data_[i]; }
  T ptrRestrict data_[N];
};

template <typename T> struct Accumulator {
  T __restrict__ value;
};

template <typename T>
__global__ void tile_sum(T *out, const T *in) {
  ThreadArray<T, 4> local;
  for (int i = 0; i < 4; ++i)
    local[i] = in[threadIdx.x * 4 + i];
  Accumulator<T> acc{T(0)};
  for (int i = 0; i < 4; ++i)
    acc.value += local[i];
  out[threadIdx.x] = acc.value;
}

void launch(float *out, const float *in) {
  tile_sum<<<1, 32>>>(out, in);
}
