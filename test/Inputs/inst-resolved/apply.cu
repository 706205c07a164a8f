// A multi-tensor apply in the style of optimizer libraries: one kernel
// template, a functor and a pack of scalar arguments, launched with class
// template types the TU spells as template-ids.
#include <cuda_runtime.h>

template <int N> struct TensorList {
  float *addresses[N];
  int sizes[N];
};

template <typename T> struct ScaleFunctor {
  __device__ void operator()(int chunk_size, TensorList<2> &tl, T factor,
                             bool negate) {
    int i = blockIdx.x * chunk_size + threadIdx.x;
    if (i < tl.sizes[0]) {
      T v = static_cast<T>(tl.addresses[0][i]) * factor;
      tl.addresses[1][i] = static_cast<float>(negate ? -v : v);
    }
  }
};

template <typename T, typename U, typename... ArgTypes>
__global__ void apply_kernel(int chunk_size, T tl, U callable,
                             ArgTypes... args) {
  callable(chunk_size, tl, args...);
}

// Tile shapes as a traits class: the kernel's parameter is a class type.
template <int Rows, int Cols> struct TileTraits {
  static constexpr int kRows = Rows;
  static constexpr int kCols = Cols;
};

template <typename Traits>
__global__ void clear_tile(float *tile) {
  tile[threadIdx.y * Traits::kCols + threadIdx.x] = 0.f;
}

// A type argument that is an array is written around its declarator.
template <typename State, typename Directions>
__global__ void init_states(State *states, Directions *directions) {
  states[threadIdx.x] = State(directions[0][threadIdx.x % 32]);
}

void run(TensorList<2> tl, float *tile, unsigned *states,
         unsigned (*directions)[32]) {
  apply_kernel<<<4, 512>>>(512, tl, ScaleFunctor<float>(), 2.0f, true);
  apply_kernel<<<4, 512>>>(512, tl, ScaleFunctor<double>(), 0.5, false);
  clear_tile<TileTraits<4, 32>><<<1, dim3(32, 4)>>>(tile);
  init_states<unsigned, unsigned[32]><<<1, 32>>>(states, directions);
}
