// The framework's layer namespace sees the core's names through a
// using-directive written before any of them exists, as c10's Macros.h
// writes `namespace at { using namespace c10; }` for ATen.
#pragma once
namespace fw {}
namespace fwnn {
using namespace fw;
}

#include <fw/half.h>

namespace fwnn {
template <typename T> struct Accumulate {};
// `Half`, unqualified: found through the directive.
template <> struct Accumulate<Half> { using type = float; };
} // namespace fwnn

// `fwnn::Half`, qualified: found through the directive too.
inline __device__ fwnn::Half half_twice(fwnn::Half value) {
  return fwnn::Half(2.0f * float(value));
}
