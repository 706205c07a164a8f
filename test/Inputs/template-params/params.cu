#include <concepts>

template <typename> struct Box {};

namespace lib {
template <typename T> concept Small = sizeof(T) <= 4;
}

template <std::integral I, lib::Small S, typename U = float, int N = 4,
          template <typename> class C = Box>
__global__ void many(I *i, S *s, U u) {
  C<U> box;
  i[threadIdx.x] = N;
}

// A pack is not instantiated: listed in summary.json, no variant.
template <class... Rest> __global__ void packed(Rest... rest) {}
