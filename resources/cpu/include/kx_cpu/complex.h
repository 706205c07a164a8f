// kernel-extract CPU runtime: cuComplex.h's complex numbers, under CUDA's
// names and (hip/hip_complex.h) HIP's. As in CUDA, a complex number is the
// vector pair of its real type (float2, double2); a quotient is computed
// with both operands scaled by the divisor's magnitude, which keeps the
// intermediate products in range, and a modulus as hypot does.
#ifndef KX_CPU_COMPLEX_H
#define KX_CPU_COMPLEX_H
#include "kx_cpu/vector_types.h"
#include <cmath>

namespace kx_cpu {
template <class C> inline C complex_conj(C z) { return {z.x, -z.y}; }
template <class C> inline C complex_add(C a, C b) { return {a.x + b.x, a.y + b.y}; }
template <class C> inline C complex_sub(C a, C b) { return {a.x - b.x, a.y - b.y}; }
template <class C> inline C complex_mul(C a, C b) {
  return {a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x};
}
template <class C> inline C complex_div(C a, C b) {
  auto scale = std::fabs(b.x) + std::fabs(b.y);
  auto ax = a.x / scale, ay = a.y / scale, bx = b.x / scale, by = b.y / scale;
  auto norm = bx * bx + by * by;
  return {(ax * bx + ay * by) / norm, (ay * bx - ax * by) / norm};
}
template <class C> inline auto complex_abs(C z) { return std::hypot(z.x, z.y); }
// x * y + d, each part a sum of the products in turn.
template <class C> inline C complex_fma(C x, C y, C d) {
  return {-x.y * y.y + (x.x * y.x + d.x), x.y * y.x + (x.x * y.y + d.y)};
}
} // namespace kx_cpu

// PREFIX's names (cu, hip) for the complex type C of real type R; SUFFIX is
// `f` for float, nothing for double.
#define KX_CPU_COMPLEX_NAMES(PREFIX, SUFFIX, C, R)                             \
  inline R PREFIX##Creal##SUFFIX(C z) { return z.x; }                          \
  inline R PREFIX##Cimag##SUFFIX(C z) { return z.y; }                          \
  inline C PREFIX##Conj##SUFFIX(C z) { return kx_cpu::complex_conj(z); }       \
  inline C PREFIX##Cadd##SUFFIX(C a, C b) { return kx_cpu::complex_add(a, b); } \
  inline C PREFIX##Csub##SUFFIX(C a, C b) { return kx_cpu::complex_sub(a, b); } \
  inline C PREFIX##Cmul##SUFFIX(C a, C b) { return kx_cpu::complex_mul(a, b); } \
  inline C PREFIX##Cdiv##SUFFIX(C a, C b) { return kx_cpu::complex_div(a, b); } \
  inline R PREFIX##Cabs##SUFFIX(C z) { return kx_cpu::complex_abs(z); }        \
  inline C PREFIX##Cfma##SUFFIX(C x, C y, C d) {                               \
    return kx_cpu::complex_fma(x, y, d);                                       \
  }

// PREFIX's complex types (cuFloatComplex, cuDoubleComplex, cuComplex the
// float one), their make_ functions, conversions and arithmetic.
#define KX_CPU_COMPLEX(PREFIX)                                                  \
  typedef float2 PREFIX##FloatComplex;                                         \
  typedef double2 PREFIX##DoubleComplex;                                       \
  typedef PREFIX##FloatComplex PREFIX##Complex;                                \
  inline PREFIX##FloatComplex make_##PREFIX##FloatComplex(float r, float i) {  \
    return {r, i};                                                             \
  }                                                                            \
  inline PREFIX##DoubleComplex make_##PREFIX##DoubleComplex(double r,          \
                                                            double i) {        \
    return {r, i};                                                             \
  }                                                                            \
  inline PREFIX##Complex make_##PREFIX##Complex(float r, float i) {            \
    return {r, i};                                                             \
  }                                                                            \
  inline PREFIX##DoubleComplex PREFIX##ComplexFloatToDouble(                   \
      PREFIX##FloatComplex z) {                                                \
    return {z.x, z.y};                                                         \
  }                                                                            \
  inline PREFIX##FloatComplex PREFIX##ComplexDoubleToFloat(                    \
      PREFIX##DoubleComplex z) {                                               \
    return {float(z.x), float(z.y)};                                           \
  }                                                                            \
  KX_CPU_COMPLEX_NAMES(PREFIX, f, PREFIX##FloatComplex, float)                 \
  KX_CPU_COMPLEX_NAMES(PREFIX, , PREFIX##DoubleComplex, double)

KX_CPU_COMPLEX(cu)
#ifdef KX_CPU_HIP
KX_CPU_COMPLEX(hip)
#endif
#undef KX_CPU_COMPLEX
#undef KX_CPU_COMPLEX_NAMES

#endif
