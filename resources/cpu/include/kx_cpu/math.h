// kernel-extract CPU runtime: the CUDA math API functions the C library
// lacks. The C99 functions (expf, fmaf, erff...) are the host's own.
// Intrinsics that round in a stated mode (_rn, _rz, _ru, _rd) compute in
// round-to-nearest; fast-math intrinsics compute the precise function.
#ifndef KX_CPU_MATH_H
#define KX_CPU_MATH_H

#include <cstring>
#include <math.h>

inline float kx_cpu_bits_float(unsigned x) {
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}
inline unsigned kx_cpu_float_bits(float f) {
  unsigned x;
  std::memcpy(&x, &f, 4);
  return x;
}

inline float rsqrtf(float x) { return 1.0f / sqrtf(x); }
inline double rsqrt(double x) { return 1.0 / sqrt(x); }
inline float rcbrtf(float x) { return 1.0f / cbrtf(x); }
inline double rcbrt(double x) { return 1.0 / cbrt(x); }
inline float sinpif(float x) { return sinf(float(M_PI) * x); }
inline float cospif(float x) { return cosf(float(M_PI) * x); }
inline double sinpi(double x) { return sin(M_PI * x); }
inline double cospi(double x) { return cos(M_PI * x); }
inline void sincospif(float x, float *s, float *c) {
  *s = sinpif(x);
  *c = cospif(x);
}
inline float normcdff(float x) { return 0.5f * erfcf(-x * float(M_SQRT1_2)); }
inline double normcdf(double x) { return 0.5 * erfc(-x * M_SQRT1_2); }
inline double erfinv(double y) {
  if (y <= -1 || y >= 1)
    return y == 1 ? HUGE_VAL : y == -1 ? -HUGE_VAL : NAN;
  // Newton's method from an initial guess (Giles' approximation's range).
  double w = -log((1.0 - y) * (1.0 + y)), x;
  x = w < 5 ? y * (1.2533141 + 0.11 * (w - 2.5)) : (y > 0 ? 1 : -1) * sqrt(w - 1.0);
  for (int i = 0; i < 60; ++i)
    x -= (erf(x) - y) / (2.0 / sqrt(M_PI) * exp(-x * x));
  return x;
}
inline float erfinvf(float y) { return float(erfinv(y)); }
inline double erfcinv(double y) { return erfinv(1.0 - y); }
inline float erfcinvf(float y) { return float(erfcinv(y)); }
inline double normcdfinv(double p) { return -M_SQRT2 * erfcinv(2.0 * p); }
inline float normcdfinvf(float p) { return float(normcdfinv(p)); }
inline float erfcxf(float x) { return float(exp(double(x) * x) * erfc(double(x))); }
inline double erfcx(double x) { return exp(x * x) * erfc(x); }
inline float rhypotf(float x, float y) { return 1.0f / hypotf(x, y); }
inline float norm3df(float a, float b, float c) { return sqrtf(a * a + b * b + c * c); }
inline float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
inline float norm4df(float a, float b, float c, float d) {
  return sqrtf(a * a + b * b + c * c + d * d);
}
inline float rnorm4df(float a, float b, float c, float d) {
  return 1.0f / norm4df(a, b, c, d);
}
inline float normf(int n, const float *a) {
  double s = 0;
  for (int i = 0; i < n; ++i)
    s += double(a[i]) * a[i];
  return float(sqrt(s));
}
inline float rnormf(int n, const float *a) { return 1.0f / normf(n, a); }
inline float fdividef(float a, float b) { return a / b; }
inline float exp10f(float x) { return powf(10.0f, x); }
inline double exp10(double x) { return pow(10.0, x); }
inline float saturatef(float x) { return x < 0 ? 0.0f : x > 1 ? 1.0f : x; }

// Fast-math intrinsics, computed precisely.
inline float __expf(float x) { return expf(x); }
inline float __exp10f(float x) { return exp10f(x); }
inline float __logf(float x) { return logf(x); }
inline float __log2f(float x) { return log2f(x); }
inline float __log10f(float x) { return log10f(x); }
inline float __sinf(float x) { return sinf(x); }
inline float __cosf(float x) { return cosf(x); }
inline float __tanf(float x) { return tanf(x); }
inline void __sincosf(float x, float *s, float *c) {
  *s = sinf(x);
  *c = cosf(x);
}
inline float __powf(float x, float y) { return powf(x, y); }
inline float __fdividef(float a, float b) { return a / b; }
inline float __saturatef(float x) { return saturatef(x); }

// Rounding-mode arithmetic, in round-to-nearest.
#define KX_CPU_ROUNDED(R)                                                      \
  inline float __fadd_##R(float a, float b) { return a + b; }                  \
  inline float __fsub_##R(float a, float b) { return a - b; }                  \
  inline float __fmul_##R(float a, float b) { return a * b; }                  \
  inline float __fdiv_##R(float a, float b) { return a / b; }                  \
  inline float __fmaf_##R(float a, float b, float c) { return fmaf(a, b, c); } \
  inline float __frcp_##R(float a) { return 1.0f / a; }                        \
  inline float __fsqrt_##R(float a) { return sqrtf(a); }                       \
  inline double __dadd_##R(double a, double b) { return a + b; }               \
  inline double __dsub_##R(double a, double b) { return a - b; }               \
  inline double __dmul_##R(double a, double b) { return a * b; }               \
  inline double __ddiv_##R(double a, double b) { return a / b; }               \
  inline double __fma_##R(double a, double b, double c) { return fma(a, b, c); } \
  inline double __drcp_##R(double a) { return 1.0 / a; }                       \
  inline double __dsqrt_##R(double a) { return sqrt(a); }
KX_CPU_ROUNDED(rn)
KX_CPU_ROUNDED(rz)
KX_CPU_ROUNDED(ru)
KX_CPU_ROUNDED(rd)
#undef KX_CPU_ROUNDED
inline float __frsqrt_rn(float x) { return 1.0f / sqrtf(x); }
inline float __fmaf_ieee_rn(float a, float b, float c) { return fmaf(a, b, c); }

// Conversions.
inline int __float2int_rn(float x) { return int(nearbyintf(x)); }
inline int __float2int_rz(float x) { return int(truncf(x)); }
inline int __float2int_ru(float x) { return int(ceilf(x)); }
inline int __float2int_rd(float x) { return int(floorf(x)); }
inline unsigned __float2uint_rn(float x) { return unsigned(nearbyintf(x)); }
inline unsigned __float2uint_rz(float x) { return unsigned(truncf(x)); }
inline unsigned __float2uint_ru(float x) { return unsigned(ceilf(x)); }
inline unsigned __float2uint_rd(float x) { return unsigned(floorf(x)); }
inline long long __float2ll_rn(float x) { return (long long)nearbyintf(x); }
inline long long __float2ll_rz(float x) { return (long long)truncf(x); }
inline long long __float2ll_rd(float x) { return (long long)floorf(x); }
inline long long __float2ll_ru(float x) { return (long long)ceilf(x); }
inline int __double2int_rn(double x) { return int(nearbyint(x)); }
inline int __double2int_rz(double x) { return int(trunc(x)); }
inline int __double2int_rd(double x) { return int(floor(x)); }
inline int __double2int_ru(double x) { return int(ceil(x)); }
inline long long __double2ll_rn(double x) { return (long long)nearbyint(x); }
inline long long __double2ll_rz(double x) { return (long long)trunc(x); }
inline float __double2float_rn(double x) { return float(x); }
inline float __double2float_rz(double x) { return float(x); }
inline float __int2float_rn(int x) { return float(x); }
inline float __int2float_rz(int x) { return float(x); }
inline float __uint2float_rn(unsigned x) { return float(x); }
inline float __uint2float_rz(unsigned x) { return float(x); }
inline float __ll2float_rn(long long x) { return float(x); }
inline float __ull2float_rn(unsigned long long x) { return float(x); }
inline double __int2double_rn(int x) { return double(x); }
inline double __ll2double_rn(long long x) { return double(x); }
inline double __ull2double_rn(unsigned long long x) { return double(x); }
inline int __float_as_int(float x) { return int(kx_cpu_float_bits(x)); }
inline unsigned __float_as_uint(float x) { return kx_cpu_float_bits(x); }
inline float __int_as_float(int x) { return kx_cpu_bits_float(unsigned(x)); }
inline float __uint_as_float(unsigned x) { return kx_cpu_bits_float(x); }
inline long long __double_as_longlong(double x) {
  long long r;
  std::memcpy(&r, &x, 8);
  return r;
}
inline double __longlong_as_double(long long x) {
  double r;
  std::memcpy(&r, &x, 8);
  return r;
}
inline int __double2hiint(double x) { return int(__double_as_longlong(x) >> 32); }
inline int __double2loint(double x) { return int(__double_as_longlong(x)); }
inline double __hiloint2double(int hi, int lo) {
  return __longlong_as_double((long long)((unsigned long long)unsigned(hi) << 32 |
                                          unsigned(lo)));
}

#endif
