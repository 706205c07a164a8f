// A framework's device accessor, in its core namespace.
#pragma once

namespace fwcore {
struct RestrictTraits {};
struct DefaultTraits {};

template <typename T, int N, typename Traits = DefaultTraits>
struct Accessor {
  T *Data;
  int Sizes[N];
  __device__ T &operator[](int I) const { return Data[I]; }
};
} // namespace fwcore
