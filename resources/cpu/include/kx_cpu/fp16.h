// kernel-extract CPU runtime: __half and __nv_bfloat16 (and their pairs) as
// host types. Storage is the IEEE binary16 (bfloat16) bits; arithmetic
// computes in float and rounds to nearest even once, as the device's
// instructions round.
#ifndef KX_CPU_FP16_H
#define KX_CPU_FP16_H

#include <cstring>
#include <limits>
#include <type_traits>
#include <math.h>

#include "kx_cpu/vector_types.h"

namespace kx_cpu {
inline unsigned short float_to_half(float f) {
  unsigned x;
  std::memcpy(&x, &f, 4);
  unsigned sign = (x >> 16) & 0x8000u, mant = x & 0x7fffffu;
  int exp = int((x >> 23) & 0xff);
  if (exp == 0xff)
    return (unsigned short)(sign | 0x7c00u | (mant ? 0x200u : 0u));
  exp = exp - 127 + 15;
  if (exp >= 31)
    return (unsigned short)(sign | 0x7c00u);
  unsigned shift = 13;
  if (exp <= 0) {
    if (exp < -10)
      return (unsigned short)sign;
    mant |= 0x800000u;
    shift = unsigned(14 - exp);
    exp = 0;
  }
  unsigned r = (unsigned(exp) << 10) | (mant >> shift);
  unsigned rest = mant & ((1u << shift) - 1), halfway = 1u << (shift - 1);
  r += rest > halfway || (rest == halfway && (r & 1u));
  return (unsigned short)(sign | r);
}
inline float half_to_float(unsigned short h) {
  unsigned sign = unsigned(h & 0x8000u) << 16, exp = (h >> 10) & 0x1f,
           mant = h & 0x3ffu, x;
  if (exp == 0x1f)
    x = sign | 0x7f800000u | (mant << 13);
  else if (exp)
    x = sign | ((exp + 112) << 23) | (mant << 13);
  else if (!mant)
    x = sign;
  else {
    exp = 113;
    while (!(mant & 0x400u)) {
      mant <<= 1;
      --exp;
    }
    x = sign | (exp << 23) | ((mant & 0x3ffu) << 13);
  }
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}
inline unsigned short float_to_bfloat16(float f) {
  unsigned x;
  std::memcpy(&x, &f, 4);
  if ((x & 0x7fffffffu) > 0x7f800000u)
    return (unsigned short)((x >> 16) | 0x40u);
  x += 0x7fffu + ((x >> 16) & 1u);
  return (unsigned short)(x >> 16);
}
// A 16-bit float's value as the integer type T, as CUDA's `_rz` conversions
// give it: toward zero, saturated to T's range, NaN as 0.
template <class T> inline T float_to_integer(float f) {
  if (f != f)
    return T(0);
  if (f <= float(std::numeric_limits<T>::min()))
    return std::numeric_limits<T>::min();
  if (f >= float(std::numeric_limits<T>::max()))
    return std::numeric_limits<T>::max();
  return T(f);
}
inline float bfloat16_to_float(unsigned short b) {
  unsigned x = unsigned(b) << 16;
  float f;
  std::memcpy(&f, &x, 4);
  return f;
}
} // namespace kx_cpu

// The operators of NAME on operands of type ARG: NAME itself, or, where the
// build defines __CUDA_NO_HALF_OPERATORS__ (__CUDA_NO_BFLOAT16_OPERATORS__),
// a template parameter that only NAME matches, as PyTorch builds want: a
// class that converts both to float and to __half (c10::Half) then compares
// as float, not ambiguously.
#define KX_CPU_FLOAT16_OPERATORS(NAME, ARG, TEMPLATE)                          \
  TEMPLATE inline NAME operator+(const ARG &a, const ARG &b) { return float(a) + float(b); } \
  TEMPLATE inline NAME operator-(const ARG &a, const ARG &b) { return float(a) - float(b); } \
  TEMPLATE inline NAME operator*(const ARG &a, const ARG &b) { return float(a) * float(b); } \
  TEMPLATE inline NAME operator/(const ARG &a, const ARG &b) { return float(a) / float(b); } \
  TEMPLATE inline NAME &operator+=(ARG &a, const ARG &b) { return a = a + b; }      \
  TEMPLATE inline NAME &operator-=(ARG &a, const ARG &b) { return a = a - b; }      \
  TEMPLATE inline NAME &operator*=(ARG &a, const ARG &b) { return a = a * b; }      \
  TEMPLATE inline NAME &operator/=(ARG &a, const ARG &b) { return a = a / b; }      \
  TEMPLATE inline NAME operator-(const ARG &a) { return -float(a); }                  \
  TEMPLATE inline NAME operator+(const ARG &a) { return a; }                          \
  TEMPLATE inline NAME &operator++(ARG &a) { return a += NAME(1.0f); }                \
  TEMPLATE inline NAME &operator--(ARG &a) { return a -= NAME(1.0f); }                \
  TEMPLATE inline NAME operator++(ARG &a, int) { NAME o = a; ++a; return o; }         \
  TEMPLATE inline NAME operator--(ARG &a, int) { NAME o = a; --a; return o; }         \
  TEMPLATE inline bool operator==(const ARG &a, const ARG &b) { return float(a) == float(b); } \
  TEMPLATE inline bool operator!=(const ARG &a, const ARG &b) { return float(a) != float(b); } \
  TEMPLATE inline bool operator<(const ARG &a, const ARG &b) { return float(a) < float(b); } \
  TEMPLATE inline bool operator>(const ARG &a, const ARG &b) { return float(a) > float(b); } \
  TEMPLATE inline bool operator<=(const ARG &a, const ARG &b) { return float(a) <= float(b); } \
  TEMPLATE inline bool operator>=(const ARG &a, const ARG &b) { return float(a) >= float(b); }
#define KX_CPU_EXACTLY(NAME)                                                   \
  template <class KxT,                                                         \
            typename std::enable_if<std::is_same<KxT, NAME>::value, int>::type = 0>
#if defined(__CUDA_NO_HALF_OPERATORS__) || defined(__HIP_NO_HALF_OPERATORS__)
#define KX_CPU_HALF_OPERATORS KX_CPU_FLOAT16_OPERATORS(__half, KxT, KX_CPU_EXACTLY(__half))
#else
#define KX_CPU_HALF_OPERATORS KX_CPU_FLOAT16_OPERATORS(__half, __half, )
#endif
#if defined(__CUDA_NO_BFLOAT16_OPERATORS__)
#define KX_CPU_BFLOAT16_OPERATORS                                              \
  KX_CPU_FLOAT16_OPERATORS(__nv_bfloat16, KxT, KX_CPU_EXACTLY(__nv_bfloat16))
#else
#define KX_CPU_BFLOAT16_OPERATORS                                              \
  KX_CPU_FLOAT16_OPERATORS(__nv_bfloat16, __nv_bfloat16, )
#endif

// One 16-bit floating type: NAME, its pair NAME2, and the operators CUDA's
// headers define for them (KX_CPU_FLOAT16_OPERATORS_OF).
#define KX_CPU_FLOAT16(NAME, TO, FROM)                                         \
  struct NAME {                                                                \
    unsigned short __x;                                                        \
    NAME() = default;                                                          \
    NAME(float f) : __x(kx_cpu::TO(f)) {}                                      \
    NAME(double f) : __x(kx_cpu::TO(float(f))) {}                              \
    NAME(int v) : __x(kx_cpu::TO(float(v))) {}                                 \
    NAME(unsigned v) : __x(kx_cpu::TO(float(v))) {}                            \
    NAME(long long v) : __x(kx_cpu::TO(float(v))) {}                           \
    NAME(unsigned long long v) : __x(kx_cpu::TO(float(v))) {}                  \
    NAME(short v) : __x(kx_cpu::TO(float(v))) {}                               \
    NAME(unsigned short v) : __x(kx_cpu::TO(float(v))) {}                      \
    operator float() const { return kx_cpu::FROM(__x); }                       \
    /* CUDA's implicit conversions to integers (toward zero). */               \
    operator signed char() const { return kx_cpu::float_to_integer<signed char>(kx_cpu::FROM(__x)); } \
    operator unsigned char() const { return kx_cpu::float_to_integer<unsigned char>(kx_cpu::FROM(__x)); } \
    operator char() const { return kx_cpu::float_to_integer<char>(kx_cpu::FROM(__x)); } \
    operator short() const { return kx_cpu::float_to_integer<short>(kx_cpu::FROM(__x)); } \
    operator unsigned short() const { return kx_cpu::float_to_integer<unsigned short>(kx_cpu::FROM(__x)); } \
    operator int() const { return kx_cpu::float_to_integer<int>(kx_cpu::FROM(__x)); } \
    operator unsigned int() const { return kx_cpu::float_to_integer<unsigned int>(kx_cpu::FROM(__x)); } \
    operator long() const { return kx_cpu::float_to_integer<long>(kx_cpu::FROM(__x)); } \
    operator unsigned long() const { return kx_cpu::float_to_integer<unsigned long>(kx_cpu::FROM(__x)); } \
    operator long long() const { return kx_cpu::float_to_integer<long long>(kx_cpu::FROM(__x)); } \
    operator unsigned long long() const { return kx_cpu::float_to_integer<unsigned long long>(kx_cpu::FROM(__x)); } \
    NAME &operator=(float f) { return *this = NAME(f); }                       \
    NAME &operator=(double f) { return *this = NAME(f); }                      \
    /* CUDA's assignments from integers: `h = 0` is not ambiguous. */          \
    NAME &operator=(short v) { return *this = NAME(v); }                       \
    NAME &operator=(unsigned short v) { return *this = NAME(v); }              \
    NAME &operator=(int v) { return *this = NAME(v); }                         \
    NAME &operator=(unsigned v) { return *this = NAME(v); }                    \
    NAME &operator=(long long v) { return *this = NAME(v); }                   \
    NAME &operator=(unsigned long long v) { return *this = NAME(v); }          \
  };                                                                           \
  KX_CPU_FLOAT16_OPERATORS_OF(NAME)                                           \
  struct alignas(4) NAME##2 {                                                  \
    NAME x, y;                                                                 \
    NAME##2() = default;                                                       \
    NAME##2(NAME a, NAME b) : x(a), y(b) {}                                    \
  };                                                                           \
  inline NAME##2 operator+(const NAME##2 &a, const NAME##2 &b) { return {a.x + b.x, a.y + b.y}; } \
  inline NAME##2 operator-(const NAME##2 &a, const NAME##2 &b) { return {a.x - b.x, a.y - b.y}; } \
  inline NAME##2 operator*(const NAME##2 &a, const NAME##2 &b) { return {a.x * b.x, a.y * b.y}; } \
  inline NAME##2 operator/(const NAME##2 &a, const NAME##2 &b) { return {a.x / b.x, a.y / b.y}; } \
  inline NAME##2 &operator+=(NAME##2 &a, const NAME##2 &b) { return a = a + b; } \
  inline NAME##2 &operator-=(NAME##2 &a, const NAME##2 &b) { return a = a - b; } \
  inline NAME##2 &operator*=(NAME##2 &a, const NAME##2 &b) { return a = a * b; } \
  inline NAME##2 &operator/=(NAME##2 &a, const NAME##2 &b) { return a = a / b; } \
  inline NAME##2 operator-(const NAME##2 &a) { return {-a.x, -a.y}; }          \
  inline NAME##2 operator+(const NAME##2 &a) { return a; }

#define KX_CPU_FLOAT16_OPERATORS_OF(NAME) KX_CPU_OPERATORS_##NAME
#define KX_CPU_OPERATORS___half KX_CPU_HALF_OPERATORS
#define KX_CPU_OPERATORS___nv_bfloat16 KX_CPU_BFLOAT16_OPERATORS
KX_CPU_FLOAT16(__half, float_to_half, half_to_float)
KX_CPU_FLOAT16(__nv_bfloat16, float_to_bfloat16, bfloat16_to_float)
#undef KX_CPU_FLOAT16

typedef __half half;
typedef __half2 half2;
typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;
struct __half_raw { unsigned short x; };

// The functions of both types, H their scalar and P its pair; F names them
// (`__float2half`, `__float2bfloat16`).
#define KX_CPU_FLOAT16_FUNCTIONS(H, P, F)                                      \
  inline H __float2##F(float f) { return H(f); }                               \
  inline H __float2##F##_rn(float f) { return H(f); }                          \
  inline H __float2##F##_rz(float f) { return H(f); }                          \
  inline H __double2##F(double f) { return H(f); }                            \
  inline float __##F##2float(H h) { return float(h); }                         \
  inline int __##F##2int_rn(H h) { return int(nearbyintf(float(h))); }         \
  inline int __##F##2int_rz(H h) { return int(float(h)); }                     \
  inline H __int2##F##_rn(int v) { return H(v); }                              \
  inline H __uint2##F##_rn(unsigned v) { return H(v); }                        \
  inline short __##F##_as_short(H h) { return short(h.__x); }                  \
  inline unsigned short __##F##_as_ushort(H h) { return h.__x; }               \
  inline P __float2##F##2_rn(float f) { return P(H(f), H(f)); }                \
  inline P __floats2##F##2_rn(float a, float b) { return P(H(a), H(b)); }      \
  inline P __float22##F##2_rn(float2 f) { return P(H(f.x), H(f.y)); }          \
  inline float2 __##F##22float2(P p) { return float2{float(p.x), float(p.y)}; } \
  inline H __hadd(H a, H b) { return a + b; }                                  \
  inline H __hsub(H a, H b) { return a - b; }                                  \
  inline H __hmul(H a, H b) { return a * b; }                                  \
  inline H __hdiv(H a, H b) { return a / b; }                                  \
  inline H __hfma(H a, H b, H c) { return fmaf(float(a), float(b), float(c)); } \
  inline H __hneg(H a) { return -a; }                                          \
  inline H __habs(H a) { return fabsf(float(a)); }                             \
  inline H __hmax(H a, H b) { return fmaxf(float(a), float(b)); }              \
  inline H __hmin(H a, H b) { return fminf(float(a), float(b)); }              \
  inline bool __heq(H a, H b) { return a == b; }                               \
  inline bool __hne(H a, H b) { return a != b; }                               \
  inline bool __hlt(H a, H b) { return a < b; }                               \
  inline bool __hle(H a, H b) { return a <= b; }                               \
  inline bool __hgt(H a, H b) { return a > b; }                                \
  inline bool __hge(H a, H b) { return a >= b; }                               \
  inline bool __hisnan(H a) { return isnan(float(a)); }                        \
  inline int __hisinf(H a) {                                                   \
    return isinf(float(a)) ? (float(a) < 0 ? -1 : 1) : 0;                      \
  }                                                                            \
  inline H hexp(H a) { return expf(float(a)); }                                \
  inline H hexp2(H a) { return exp2f(float(a)); }                              \
  inline H hlog(H a) { return logf(float(a)); }                                \
  inline H hlog2(H a) { return log2f(float(a)); }                              \
  inline H hsqrt(H a) { return sqrtf(float(a)); }                              \
  inline H hrsqrt(H a) { return 1.0f / sqrtf(float(a)); }                      \
  inline H hrcp(H a) { return 1.0f / float(a); }                               \
  inline H hsin(H a) { return sinf(float(a)); }                                \
  inline H hcos(H a) { return cosf(float(a)); }                                \
  inline H htanh(H a) { return tanhf(float(a)); }                              \
  inline H hfloor(H a) { return floorf(float(a)); }                            \
  inline H hceil(H a) { return ceilf(float(a)); }                              \
  inline H htrunc(H a) { return truncf(float(a)); }                            \
  inline H hrint(H a) { return rintf(float(a)); }                              \
  inline P __halves2##F##2(H a, H b) { return P(a, b); }                       \
  inline P __##F##2##F##2(H a) { return P(a, a); }                             \
  inline H __low2##F(P p) { return p.x; }                                      \
  inline H __high2##F(P p) { return p.y; }                                     \
  inline float __low2float(P p) { return float(p.x); }                         \
  inline float __high2float(P p) { return float(p.y); }                        \
  inline P __lows2##F##2(P a, P b) { return P(a.x, b.x); }                     \
  inline P __highs2##F##2(P a, P b) { return P(a.y, b.y); }                    \
  inline P __hadd2(P a, P b) { return a + b; }                                 \
  inline P __hsub2(P a, P b) { return a - b; }                                 \
  inline P __hmul2(P a, P b) { return a * b; }                                 \
  inline P __h2div(P a, P b) { return a / b; }                                 \
  inline P __hfma2(P a, P b, P c) {                                            \
    return P(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y));                    \
  }                                                                            \
  inline P __hneg2(P a) { return P(-a.x, -a.y); }                              \
  inline P __habs2(P a) { return P(__habs(a.x), __habs(a.y)); }                \
  inline P __hmax2(P a, P b) { return P(__hmax(a.x, b.x), __hmax(a.y, b.y)); } \
  inline P __hmin2(P a, P b) { return P(__hmin(a.x, b.x), __hmin(a.y, b.y)); } \
  inline P h2exp(P a) { return P(hexp(a.x), hexp(a.y)); }                      \
  inline P h2exp2(P a) { return P(hexp2(a.x), hexp2(a.y)); }                   \
  inline P h2log(P a) { return P(hlog(a.x), hlog(a.y)); }                      \
  inline P h2log2(P a) { return P(hlog2(a.x), hlog2(a.y)); }                   \
  inline P h2sqrt(P a) { return P(hsqrt(a.x), hsqrt(a.y)); }                   \
  inline P h2rsqrt(P a) { return P(hrsqrt(a.x), hrsqrt(a.y)); }                \
  inline P h2rcp(P a) { return P(hrcp(a.x), hrcp(a.y)); }                      \
  inline P h2sin(P a) { return P(hsin(a.x), hsin(a.y)); }                      \
  inline P h2cos(P a) { return P(hcos(a.x), hcos(a.y)); }                      \
  KX_CPU_FLOAT16_ATOMICS(H, P)

// HIP lacks atomicAdd on __half: a HIP unit defines it itself.
#ifdef KX_CPU_HIP
#define KX_CPU_FLOAT16_ATOMICS(H, P)
#else
#define KX_CPU_FLOAT16_ATOMICS(H, P)                                           \
  inline H atomicAdd(H *a, H v) { H o = *a; *a = o + v; return o; }           \
  inline P atomicAdd(P *a, P v) { P o = *a; *a = o + v; return o; }
#endif

KX_CPU_FLOAT16_FUNCTIONS(__half, __half2, half)
#ifdef KX_CPU_HIP
// HIP 5.2's bfloat16: a struct of its bits; the functions of hip_bf16.h
// (HIP 6) a HIP unit defines itself.
struct hip_bfloat16 {
  unsigned short data;
  hip_bfloat16() = default;
  hip_bfloat16(float f) : data(kx_cpu::float_to_bfloat16(f)) {}
  operator float() const { return kx_cpu::bfloat16_to_float(data); }
};
#else
KX_CPU_FLOAT16_FUNCTIONS(__nv_bfloat16, __nv_bfloat162, bfloat16)
#endif
#undef KX_CPU_FLOAT16_FUNCTIONS
#undef KX_CPU_FLOAT16_ATOMICS

inline __half2 make_half2(__half x, __half y) { return __half2(x, y); }
inline __nv_bfloat162 make_bfloat162(__nv_bfloat16 x, __nv_bfloat16 y) {
  return __nv_bfloat162(x, y);
}

inline __half __ushort_as_half(unsigned short x) {
  __half h;
  h.__x = x;
  return h;
}
inline __half __short_as_half(short x) { return __ushort_as_half((unsigned short)x); }
#ifndef KX_CPU_HIP
inline __nv_bfloat16 __ushort_as_bfloat16(unsigned short x) {
  __nv_bfloat16 h;
  h.__x = x;
  return h;
}
#endif

#endif
