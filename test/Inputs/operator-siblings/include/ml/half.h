// A library's half type with its operators written out for each arithmetic
// type, as c10::Half's are, and one that takes another class.
#pragma once
#include <cuda_fp16.h>

namespace ml {

struct alignas(2) Half {
  unsigned short x;
  Half() = default;
  __host__ __device__ Half(float value)
      : x(__half_as_ushort(__float2half(value))) {}
  __host__ __device__ operator float() const {
    return __half2float(__ushort_as_half(x));
  }
};

inline __host__ __device__ Half operator*(const Half &a, const Half &b) {
  return Half(float(a) * float(b));
}
inline __host__ __device__ float operator*(Half a, float b) {
  return float(a) * b;
}
inline __host__ __device__ double operator*(Half a, double b) {
  return double(float(a)) * b;
}
inline __host__ __device__ float operator*(float a, Half b) {
  return a * float(b);
}
inline __host__ __device__ Half operator-(const Half &a, const Half &b) {
  return Half(float(a) - float(b));
}
inline __host__ __device__ Half operator-(const Half &a) {
  return Half(-float(a));
}

struct Scale {
  float factor;
};
inline __host__ __device__ Half operator*(Half a, Scale s) {
  return Half(float(a) * s.factor);
}

} // namespace ml
