/*
 * math_functions.h -- host-side versions of CUDA math-API functions and the
 * min/max family.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  clang's
 * __clang_cuda_math.h defines the device side of the CUDA math API.  For the
 * functions that the C library does not have (rsqrtf, sinpif, normcdff,
 * erfinvf, ...) CUDA also provides host implementations, so code such as
 * `__host__ __device__ float f(float x) { return rsqrtf(x); }` is valid on the
 * host side as well; those host overloads are defined here, along with host
 * min/max (CUDA lets host code call min(a, b) without std::).  Included by
 * cuda_runtime.h after __clang_cuda_math.h.
 */
#ifndef KX_MATH_FUNCTIONS_H
#define KX_MATH_FUNCTIONS_H

#include "cuda_runtime.h"

#pragma push_macro("KX_H")
#pragma push_macro("KX_HD")
#define KX_H static __inline__ __host__
#define KX_HD static __inline__ __host__ __device__

/* ---- host versions of device-only math (device side: __clang_cuda_math.h) */
KX_H double rsqrt(double a) { return 1.0 / ::sqrt(a); }
KX_H float rsqrtf(float a) { return 1.0f / ::sqrtf(a); }
KX_H double rcbrt(double a) { return 1.0 / ::cbrt(a); }
KX_H float rcbrtf(float a) { return 1.0f / ::cbrtf(a); }
KX_H double sinpi(double a) { return ::sin(a * 3.14159265358979323846); }
KX_H float sinpif(float a) { return (float)sinpi((double)a); }
KX_H double cospi(double a) { return ::cos(a * 3.14159265358979323846); }
KX_H float cospif(float a) { return (float)cospi((double)a); }
KX_H void sincospi(double a, double *s, double *c) {
  *s = sinpi(a);
  *c = cospi(a);
}
KX_H void sincospif(float a, float *s, float *c) {
  *s = sinpif(a);
  *c = cospif(a);
}
KX_H double erfinv(double y) {
  /* Newton iterations on erf(x) - y from a logarithmic initial guess */
  if (y <= -1.0)
    return -__builtin_huge_val();
  if (y >= 1.0)
    return __builtin_huge_val();
  double w = -::log((1.0 - y) * (1.0 + y));
  double x = ::copysign(::sqrt(w), y) * 0.8;
  for (int i = 0; i < 40; ++i)
    x -= (::erf(x) - y) / (1.1283791670955126 * ::exp(-x * x));
  return x;
}
KX_H float erfinvf(float y) { return (float)erfinv((double)y); }
KX_H double erfcinv(double y) { return erfinv(1.0 - y); }
KX_H float erfcinvf(float y) { return (float)erfcinv((double)y); }
KX_H double erfcx(double x) { return ::exp(x * x) * ::erfc(x); }
KX_H float erfcxf(float x) { return (float)erfcx((double)x); }
KX_H double normcdf(double x) { return 0.5 * ::erfc(-x * 0.70710678118654752); }
KX_H float normcdff(float x) { return (float)normcdf((double)x); }
KX_H double normcdfinv(double p) { return -1.4142135623730951 * erfcinv(2.0 * p); }
KX_H float normcdfinvf(float p) { return (float)normcdfinv((double)p); }
KX_H double rhypot(double a, double b) { return 1.0 / ::hypot(a, b); }
KX_H float rhypotf(float a, float b) { return 1.0f / ::hypotf(a, b); }
KX_H double norm3d(double a, double b, double c) {
  return ::sqrt(a * a + b * b + c * c);
}
KX_H float norm3df(float a, float b, float c) {
  return ::sqrtf(a * a + b * b + c * c);
}
KX_H double rnorm3d(double a, double b, double c) { return 1.0 / norm3d(a, b, c); }
KX_H float rnorm3df(float a, float b, float c) { return 1.0f / norm3df(a, b, c); }
KX_H double norm4d(double a, double b, double c, double d) {
  return ::sqrt(a * a + b * b + c * c + d * d);
}
KX_H float norm4df(float a, float b, float c, float d) {
  return ::sqrtf(a * a + b * b + c * c + d * d);
}
KX_H double rnorm4d(double a, double b, double c, double d) {
  return 1.0 / norm4d(a, b, c, d);
}
KX_H float rnorm4df(float a, float b, float c, float d) {
  return 1.0f / norm4df(a, b, c, d);
}
KX_H double norm(int n, const double *v) {
  double s = 0.0;
  for (int i = 0; i < n; ++i)
    s += v[i] * v[i];
  return ::sqrt(s);
}
KX_H float normf(int n, const float *v) {
  float s = 0.0f;
  for (int i = 0; i < n; ++i)
    s += v[i] * v[i];
  return ::sqrtf(s);
}
KX_H double rnorm(int n, const double *v) { return 1.0 / norm(n, v); }
KX_H float rnormf(int n, const float *v) { return 1.0f / normf(n, v); }

/* ---- min / max ------------------------------------------------------------
 * clang defines device-only min(int, int), max(int, int), umin, umax, llmin,
 * llmax, ullmin, ullmax; add their host twins, then the remaining CUDA
 * overloads as __host__ __device__. */
KX_H int min(int a, int b) { return a < b ? a : b; }
KX_H int max(int a, int b) { return a > b ? a : b; }
KX_H unsigned int umin(unsigned int a, unsigned int b) { return a < b ? a : b; }
KX_H unsigned int umax(unsigned int a, unsigned int b) { return a > b ? a : b; }
KX_H long long llmin(long long a, long long b) { return a < b ? a : b; }
KX_H long long llmax(long long a, long long b) { return a > b ? a : b; }
KX_H unsigned long long ullmin(unsigned long long a, unsigned long long b) {
  return a < b ? a : b;
}
KX_H unsigned long long ullmax(unsigned long long a, unsigned long long b) {
  return a > b ? a : b;
}

#define KX_MINMAX(R, A, B)                                                     \
  KX_HD R min(A a, B b) { return (R)a < (R)b ? (R)a : (R)b; }                  \
  KX_HD R max(A a, B b) { return (R)a > (R)b ? (R)a : (R)b; }
KX_MINMAX(unsigned int, unsigned int, unsigned int)
KX_MINMAX(unsigned int, int, unsigned int)
KX_MINMAX(unsigned int, unsigned int, int)
KX_MINMAX(long, long, long)
KX_MINMAX(unsigned long, unsigned long, unsigned long)
KX_MINMAX(unsigned long, long, unsigned long)
KX_MINMAX(unsigned long, unsigned long, long)
KX_MINMAX(long long, long long, long long)
KX_MINMAX(unsigned long long, unsigned long long, unsigned long long)
KX_MINMAX(unsigned long long, long long, unsigned long long)
KX_MINMAX(unsigned long long, unsigned long long, long long)
KX_MINMAX(float, float, float)
KX_MINMAX(double, double, double)
KX_MINMAX(double, float, double)
KX_MINMAX(double, double, float)
#undef KX_MINMAX

#pragma pop_macro("KX_HD")
#pragma pop_macro("KX_H")

#endif /* KX_MATH_FUNCTIONS_H */
