// A framework's half type, named in a second namespace through a
// using-declaration (as c10::Half is at::Half).
#pragma once
#include <cuda_fp16.h>

namespace fxc {
struct alignas(2) Half {
  unsigned short x;
  Half() = default;
  __host__ __device__ Half(float value)
      : x(__half_as_ushort(__float2half(value))) {}
  __host__ __device__ operator float() const {
    return __half2float(__ushort_as_half(x));
  }
};
} // namespace fxc

namespace fxa {
using fxc::Half;
}

// And a third through a using-directive, as at is c10 (`namespace at {
// using namespace c10; }`).
namespace fxd {
using namespace fxc;
}
