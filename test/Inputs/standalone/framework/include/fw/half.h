// A framework's half type: on the device through CUDA's intrinsics, on the
// host through its own bit conversion, chosen by __CUDA_ARCH__.
#pragma once
#include <cstring>
#include <cuda_fp16.h>

namespace fw {
namespace detail {

inline unsigned short bits_from_float(float value) {
  unsigned int u;
  std::memcpy(&u, &value, sizeof u);
  unsigned int sign = (u >> 16) & 0x8000u;
  int exponent = int((u >> 23) & 0xffu) - 127 + 15;
  if (exponent <= 0)
    return static_cast<unsigned short>(sign);
  if (exponent >= 31)
    return static_cast<unsigned short>(sign | 0x7c00u);
  return static_cast<unsigned short>(sign | (unsigned(exponent) << 10) |
                                     ((u >> 13) & 0x3ffu));
}

inline float float_from_bits(unsigned short bits) {
  unsigned int sign = (bits & 0x8000u) << 16;
  unsigned int exponent = (bits >> 10) & 0x1fu;
  unsigned int u = exponent == 0 ? sign
                                 : sign | ((exponent - 15 + 127) << 23) |
                                       ((bits & 0x3ffu) << 13);
  float value;
  std::memcpy(&value, &u, sizeof value);
  return value;
}

} // namespace detail

struct alignas(2) Half {
  unsigned short x;
  Half() = default;
  inline __host__ __device__ Half(float value);
  inline __host__ __device__ operator float() const;
};

inline __host__ __device__ Half::Half(float value) {
#if defined(__CUDA_ARCH__)
  x = __half_as_ushort(__float2half(value));
#else
  x = detail::bits_from_float(value);
#endif
}

inline __host__ __device__ Half::operator float() const {
#if defined(__CUDA_ARCH__)
  return __half2float(__ushort_as_half(x));
#else
  return detail::float_from_bits(x);
#endif
}

// As c10 writes it: an attribute clang takes after a declarator, which
// nvcc rejects there; other compilers get nothing.
#if defined(__clang__)
#define FW_IGNORE_DIVIDE_BY_ZERO                                               \
  __attribute__((no_sanitize("float-divide-by-zero")))
#else
#define FW_IGNORE_DIVIDE_BY_ZERO
#endif

inline __host__ __device__ Half operator/(const Half &a, const Half &b)
    FW_IGNORE_DIVIDE_BY_ZERO {
  return Half(float(a) / float(b));
}

} // namespace fw

// The framework's second namespace names the type through a
// using-declaration, as ATen's at::Half is c10::Half.
namespace fwat {
using fw::Half;
}

inline __device__ fwat::Half half_abs(fwat::Half value) {
  return fwat::Half(fabsf(float(value)));
}
