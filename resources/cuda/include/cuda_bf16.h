/*
 * cuda_bf16.h -- bfloat16: __nv_bfloat16 / nv_bfloat16, __nv_bfloat162.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Covers the CUDA 12.4
 * names kernels commonly use: conversions (__float2bfloat16,
 * __bfloat162float, __floats2bfloat162_rn, ...), the __hadd/__hmul/...
 * overloads for bfloat16, comparisons, h* / h2* math, operators (unless
 * __CUDA_NO_BFLOAT16_OPERATORS__ / __CUDA_NO_BFLOAT162_OPERATORS__), implicit
 * float conversions (unless __CUDA_NO_BFLOAT16_CONVERSIONS__), warp shuffles,
 * __ldg and atomicAdd.  Everything is __host__ __device__ except shuffles,
 * __ldg and atomics.  Written for parsing, not for speed.
 */
#ifndef KX_CUDA_BF16_H
#define KX_CUDA_BF16_H

#include "cuda_runtime.h"

#pragma push_macro("KX_HD")
#pragma push_macro("KX_DEV")
#define KX_HD static __inline__ __host__ __device__ __attribute__((always_inline))
#define KX_DEV static __inline__ __device__ __attribute__((always_inline))

/* Raw storage views (bit patterns). */
struct __nv_bfloat16_raw { unsigned short x; };
struct __nv_bfloat162_raw { unsigned short x, y; };

/* bit-level float <-> bfloat16 conversion (round to nearest even) */
namespace kx_bf16 {
static __inline__ __host__ __device__ unsigned short from_float(float f) {
  unsigned int u;
  __builtin_memcpy(&u, &f, sizeof u);
  if ((u & 0x7fffffffu) > 0x7f800000u) /* NaN */
    return (unsigned short)((u >> 16) | 0x40u);
  u += 0x7fffu + ((u >> 16) & 1u);
  return (unsigned short)(u >> 16);
}
static __inline__ __host__ __device__ float to_float(unsigned short b) {
  unsigned int u = (unsigned int)b << 16;
  float f;
  __builtin_memcpy(&f, &u, sizeof f);
  return f;
}
} /* namespace kx_bf16 */

/* Scalar type: 16 bits of storage, converts via float. */
struct __align__(2) __nv_bfloat16 {
protected:
  unsigned short __x;

public:
  __nv_bfloat16() = default;
  __host__ __device__ constexpr __nv_bfloat16(const __nv_bfloat16_raw &r) : __x(r.x) {}
  __host__ __device__ __nv_bfloat16 &operator=(const __nv_bfloat16_raw &r) {
    __x = r.x;
    return *this;
  }
  __host__ __device__ operator __nv_bfloat16_raw() const {
    __nv_bfloat16_raw r;
    r.x = __x;
    return r;
  }
#if !defined(__CUDA_NO_BFLOAT16_CONVERSIONS__)
  __host__ __device__ __nv_bfloat16(float f) : __x(kx_bf16::from_float(f)) {}
  __host__ __device__ __nv_bfloat16(double f) : __x(kx_bf16::from_float((float)f)) {}
  __host__ __device__ __nv_bfloat16(short v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(unsigned short v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(int v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(unsigned int v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(long v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(unsigned long v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(long long v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16(unsigned long long v) : __x(kx_bf16::from_float((float)v)) {}
  __host__ __device__ __nv_bfloat16 &operator=(float f) {
    __x = kx_bf16::from_float(f);
    return *this;
  }
  __host__ __device__ __nv_bfloat16 &operator=(double f) {
    __x = kx_bf16::from_float((float)f);
    return *this;
  }
  /* Only float is an implicit target; integer/bool conversions go through it
   * (more implicit targets would make mixed expressions ambiguous). */
  __host__ __device__ operator float() const { return kx_bf16::to_float(__x); }
#endif
};

/* Pair type, members x (low) and y (high). */
struct __align__(4) __nv_bfloat162 {
  __nv_bfloat16 x, y;
  __nv_bfloat162() = default;
  __host__ __device__ constexpr __nv_bfloat162(const __nv_bfloat16 &a, const __nv_bfloat16 &b) : x(a), y(b) {}
  __host__ __device__ __nv_bfloat162(const __nv_bfloat162_raw &r) : x(__nv_bfloat16_raw{r.x}), y(__nv_bfloat16_raw{r.y}) {}
  __host__ __device__ __nv_bfloat162 &operator=(const __nv_bfloat162_raw &r) {
    x = __nv_bfloat16_raw{r.x};
    y = __nv_bfloat16_raw{r.y};
    return *this;
  }
  __host__ __device__ operator __nv_bfloat162_raw() const {
    __nv_bfloat162_raw r;
    r.x = ((__nv_bfloat16_raw)x).x;
    r.y = ((__nv_bfloat16_raw)y).x;
    return r;
  }
};

typedef __nv_bfloat16 nv_bfloat16;
typedef __nv_bfloat162 nv_bfloat162;

/* ---- conversions --------------------------------------------------------- */
KX_HD float __bfloat162float(const __nv_bfloat16 a) { return kx_bf16::to_float(((__nv_bfloat16_raw)a).x); }
KX_HD __nv_bfloat16 __float2bfloat16(const float a) { return __nv_bfloat16_raw{kx_bf16::from_float(a)}; }
KX_HD __nv_bfloat16 __float2bfloat16_rn(const float a) { return __float2bfloat16(a); }
KX_HD __nv_bfloat16 __float2bfloat16_rz(const float a) { return __float2bfloat16(a); }
KX_HD __nv_bfloat16 __float2bfloat16_rd(const float a) { return __float2bfloat16(a); }
KX_HD __nv_bfloat16 __float2bfloat16_ru(const float a) { return __float2bfloat16(a); }
KX_HD __nv_bfloat16 __double2bfloat16(const double a) { return __float2bfloat16((float)a); }
KX_HD __nv_bfloat16 __int2bfloat16_rn(const int i) { return __float2bfloat16((float)i); }
KX_HD int __bfloat162int_rn(const __nv_bfloat16 h) { return (int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __int2bfloat16_rz(const int i) { return __float2bfloat16((float)i); }
KX_HD int __bfloat162int_rz(const __nv_bfloat16 h) { return (int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __int2bfloat16_rd(const int i) { return __float2bfloat16((float)i); }
KX_HD int __bfloat162int_rd(const __nv_bfloat16 h) { return (int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __int2bfloat16_ru(const int i) { return __float2bfloat16((float)i); }
KX_HD int __bfloat162int_ru(const __nv_bfloat16 h) { return (int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __uint2bfloat16_rn(const unsigned int i) { return __float2bfloat16((float)i); }
KX_HD unsigned int __bfloat162uint_rn(const __nv_bfloat16 h) { return (unsigned int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __uint2bfloat16_rz(const unsigned int i) { return __float2bfloat16((float)i); }
KX_HD unsigned int __bfloat162uint_rz(const __nv_bfloat16 h) { return (unsigned int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __uint2bfloat16_rd(const unsigned int i) { return __float2bfloat16((float)i); }
KX_HD unsigned int __bfloat162uint_rd(const __nv_bfloat16 h) { return (unsigned int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __uint2bfloat16_ru(const unsigned int i) { return __float2bfloat16((float)i); }
KX_HD unsigned int __bfloat162uint_ru(const __nv_bfloat16 h) { return (unsigned int)__bfloat162float(h); }
KX_HD __nv_bfloat16 __short2bfloat16_rn(const short i) { return __float2bfloat16((float)i); }
KX_HD short __bfloat162short_rn(const __nv_bfloat16 h) { return (short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __short2bfloat16_rz(const short i) { return __float2bfloat16((float)i); }
KX_HD short __bfloat162short_rz(const __nv_bfloat16 h) { return (short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __short2bfloat16_rd(const short i) { return __float2bfloat16((float)i); }
KX_HD short __bfloat162short_rd(const __nv_bfloat16 h) { return (short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __short2bfloat16_ru(const short i) { return __float2bfloat16((float)i); }
KX_HD short __bfloat162short_ru(const __nv_bfloat16 h) { return (short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ushort2bfloat16_rn(const unsigned short i) { return __float2bfloat16((float)i); }
KX_HD unsigned short __bfloat162ushort_rn(const __nv_bfloat16 h) { return (unsigned short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ushort2bfloat16_rz(const unsigned short i) { return __float2bfloat16((float)i); }
KX_HD unsigned short __bfloat162ushort_rz(const __nv_bfloat16 h) { return (unsigned short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ushort2bfloat16_rd(const unsigned short i) { return __float2bfloat16((float)i); }
KX_HD unsigned short __bfloat162ushort_rd(const __nv_bfloat16 h) { return (unsigned short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ushort2bfloat16_ru(const unsigned short i) { return __float2bfloat16((float)i); }
KX_HD unsigned short __bfloat162ushort_ru(const __nv_bfloat16 h) { return (unsigned short)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ll2bfloat16_rn(const long long i) { return __float2bfloat16((float)i); }
KX_HD long long __bfloat162ll_rn(const __nv_bfloat16 h) { return (long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ll2bfloat16_rz(const long long i) { return __float2bfloat16((float)i); }
KX_HD long long __bfloat162ll_rz(const __nv_bfloat16 h) { return (long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ll2bfloat16_rd(const long long i) { return __float2bfloat16((float)i); }
KX_HD long long __bfloat162ll_rd(const __nv_bfloat16 h) { return (long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ll2bfloat16_ru(const long long i) { return __float2bfloat16((float)i); }
KX_HD long long __bfloat162ll_ru(const __nv_bfloat16 h) { return (long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ull2bfloat16_rn(const unsigned long long i) { return __float2bfloat16((float)i); }
KX_HD unsigned long long __bfloat162ull_rn(const __nv_bfloat16 h) { return (unsigned long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ull2bfloat16_rz(const unsigned long long i) { return __float2bfloat16((float)i); }
KX_HD unsigned long long __bfloat162ull_rz(const __nv_bfloat16 h) { return (unsigned long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ull2bfloat16_rd(const unsigned long long i) { return __float2bfloat16((float)i); }
KX_HD unsigned long long __bfloat162ull_rd(const __nv_bfloat16 h) { return (unsigned long long)__bfloat162float(h); }
KX_HD __nv_bfloat16 __ull2bfloat16_ru(const unsigned long long i) { return __float2bfloat16((float)i); }
KX_HD unsigned long long __bfloat162ull_ru(const __nv_bfloat16 h) { return (unsigned long long)__bfloat162float(h); }
KX_HD short __bfloat16_as_short(const __nv_bfloat16 h) { return (short)((__nv_bfloat16_raw)h).x; }
KX_HD unsigned short __bfloat16_as_ushort(const __nv_bfloat16 h) { return ((__nv_bfloat16_raw)h).x; }
KX_HD __nv_bfloat16 __short_as_bfloat16(const short i) { return __nv_bfloat16_raw{(unsigned short)i}; }
KX_HD __nv_bfloat16 __ushort_as_bfloat16(const unsigned short i) { return __nv_bfloat16_raw{i}; }

/* pair construction / access */
KX_HD __nv_bfloat162 make_bfloat162(const __nv_bfloat16 x, const __nv_bfloat16 y) { return __nv_bfloat162(x, y); }
KX_HD __nv_bfloat162 __halves2bfloat162(const __nv_bfloat16 lo, const __nv_bfloat16 hi) { return __nv_bfloat162(lo, hi); }
KX_HD __nv_bfloat162 __bfloat162bfloat162(const __nv_bfloat16 a) { return __nv_bfloat162(a, a); }
KX_HD __nv_bfloat162 __float2bfloat162_rn(const float a) { return __nv_bfloat162(__float2bfloat16(a), __float2bfloat16(a)); }
KX_HD __nv_bfloat162 __floats2bfloat162_rn(const float a, const float b) {
  return __nv_bfloat162(__float2bfloat16(a), __float2bfloat16(b));
}
KX_HD __nv_bfloat162 __float22bfloat162_rn(const float2 a) {
  return __nv_bfloat162(__float2bfloat16(a.x), __float2bfloat16(a.y));
}
KX_HD float2 __bfloat1622float2(const __nv_bfloat162 a) {
  return make_float2(__bfloat162float(a.x), __bfloat162float(a.y));
}
KX_HD float __low2float(const __nv_bfloat162 a) { return __bfloat162float(a.x); }
KX_HD float __high2float(const __nv_bfloat162 a) { return __bfloat162float(a.y); }
KX_HD __nv_bfloat16 __low2bfloat16(const __nv_bfloat162 a) { return a.x; }
KX_HD __nv_bfloat16 __high2bfloat16(const __nv_bfloat162 a) { return a.y; }
KX_HD __nv_bfloat162 __low2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.x, a.x); }
KX_HD __nv_bfloat162 __high2bfloat162(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.y); }
KX_HD __nv_bfloat162 __lows2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.x, b.x); }
KX_HD __nv_bfloat162 __highs2bfloat162(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(a.y, b.y); }
KX_HD __nv_bfloat162 __lowhigh2highlow(const __nv_bfloat162 a) { return __nv_bfloat162(a.y, a.x); }

/* ---- scalar arithmetic and comparisons (float semantics) ----------------- */
namespace kx_bf16 {
KX_HD float sat(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }
}
KX_HD __nv_bfloat16 __hadd(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) + __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hsub(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) - __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hmul(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) * __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hdiv(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) / __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hadd_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) + __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hsub_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) - __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hmul_rn(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(__bfloat162float(a) * __bfloat162float(b)); }
KX_HD __nv_bfloat16 __hmax(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(fmaxf(__bfloat162float(a), __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hmin(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(fminf(__bfloat162float(a), __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hmax_nan(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16((__bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b)) ? __builtin_nanf("") : fmaxf(__bfloat162float(a), __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hmin_nan(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16((__bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b)) ? __builtin_nanf("") : fminf(__bfloat162float(a), __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hadd_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(kx_bf16::sat(__bfloat162float(a) + __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hsub_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(kx_bf16::sat(__bfloat162float(a) - __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hmul_sat(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __float2bfloat16(kx_bf16::sat(__bfloat162float(a) * __bfloat162float(b))); }
KX_HD __nv_bfloat16 __hfma(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) { return __float2bfloat16(fmaf(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c))); }
KX_HD __nv_bfloat16 __hfma_sat(const __nv_bfloat16 a, const __nv_bfloat16 b, const __nv_bfloat16 c) { return __float2bfloat16(kx_bf16::sat(fmaf(__bfloat162float(a), __bfloat162float(b), __bfloat162float(c)))); }
KX_HD __nv_bfloat16 __hneg(const __nv_bfloat16 a) { return __float2bfloat16(-__bfloat162float(a)); }
KX_HD __nv_bfloat16 __habs(const __nv_bfloat16 a) { return __float2bfloat16(fabsf(__bfloat162float(a))); }
KX_HD bool __heq(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) == __bfloat162float(b); }
KX_HD bool __hequ(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b) || (__bfloat162float(a) == __bfloat162float(b)); }
KX_HD bool __hne(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(b); }
KX_HD bool __hneu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b) || (__bfloat162float(a) != __bfloat162float(b)); }
KX_HD bool __hlt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) < __bfloat162float(b); }
KX_HD bool __hltu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b) || (__bfloat162float(a) < __bfloat162float(b)); }
KX_HD bool __hle(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) <= __bfloat162float(b); }
KX_HD bool __hleu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b) || (__bfloat162float(a) <= __bfloat162float(b)); }
KX_HD bool __hgt(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) > __bfloat162float(b); }
KX_HD bool __hgtu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b) || (__bfloat162float(a) > __bfloat162float(b)); }
KX_HD bool __hge(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) >= __bfloat162float(b); }
KX_HD bool __hgeu(const __nv_bfloat16 a, const __nv_bfloat16 b) { return __bfloat162float(a) != __bfloat162float(a) || __bfloat162float(b) != __bfloat162float(b) || (__bfloat162float(a) >= __bfloat162float(b)); }
KX_HD bool __hisnan(const __nv_bfloat16 a) { return __bfloat162float(a) != __bfloat162float(a); }
KX_HD int __hisinf(const __nv_bfloat16 a) { return __bfloat162float(a) == __builtin_inff() ? 1 : (__bfloat162float(a) == -__builtin_inff() ? -1 : 0); }

/* scalar math functions */
KX_HD __nv_bfloat16 hsqrt(const __nv_bfloat16 a) { return __float2bfloat16(sqrtf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hrsqrt(const __nv_bfloat16 a) { return __float2bfloat16(1.0f / sqrtf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hrcp(const __nv_bfloat16 a) { return __float2bfloat16(1.0f / __bfloat162float(a)); }
KX_HD __nv_bfloat16 hexp(const __nv_bfloat16 a) { return __float2bfloat16(expf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hexp2(const __nv_bfloat16 a) { return __float2bfloat16(exp2f(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hexp10(const __nv_bfloat16 a) { return __float2bfloat16(powf(10.0f, __bfloat162float(a))); }
KX_HD __nv_bfloat16 hlog(const __nv_bfloat16 a) { return __float2bfloat16(logf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hlog2(const __nv_bfloat16 a) { return __float2bfloat16(log2f(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hlog10(const __nv_bfloat16 a) { return __float2bfloat16(log10f(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hsin(const __nv_bfloat16 a) { return __float2bfloat16(sinf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hcos(const __nv_bfloat16 a) { return __float2bfloat16(cosf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 htanh(const __nv_bfloat16 a) { return __float2bfloat16(tanhf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hceil(const __nv_bfloat16 a) { return __float2bfloat16(ceilf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hfloor(const __nv_bfloat16 a) { return __float2bfloat16(floorf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 htrunc(const __nv_bfloat16 a) { return __float2bfloat16(truncf(__bfloat162float(a))); }
KX_HD __nv_bfloat16 hrint(const __nv_bfloat16 a) { return __float2bfloat16(rintf(__bfloat162float(a))); }

/* ---- pair arithmetic and comparisons (lane-wise) ---------------------- */
KX_HD __nv_bfloat162 __hadd2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
KX_HD __nv_bfloat162 __hsub2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hsub(a.x, b.x), __hsub(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmul2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
KX_HD __nv_bfloat162 __h2div(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmax2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmax(a.x, b.x), __hmax(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmin2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmin(a.x, b.x), __hmin(a.y, b.y)); }
KX_HD __nv_bfloat162 __hadd2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); }
KX_HD __nv_bfloat162 __hsub2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmul2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmax2_nan(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmin2_nan(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); }
KX_HD __nv_bfloat162 __hadd2_rn(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hadd_rn(a.x, b.x), __hadd_rn(a.y, b.y)); }
KX_HD __nv_bfloat162 __hsub2_rn(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hsub_rn(a.x, b.x), __hsub_rn(a.y, b.y)); }
KX_HD __nv_bfloat162 __hmul2_rn(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__hmul_rn(a.x, b.x), __hmul_rn(a.y, b.y)); }
KX_HD __nv_bfloat162 __hfma2(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) { return __nv_bfloat162(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }
KX_HD __nv_bfloat162 __hfma2_sat(const __nv_bfloat162 a, const __nv_bfloat162 b, const __nv_bfloat162 c) { return __nv_bfloat162(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); }
KX_HD __nv_bfloat162 __hneg2(const __nv_bfloat162 a) { return __nv_bfloat162(__hneg(a.x), __hneg(a.y)); }
KX_HD __nv_bfloat162 __habs2(const __nv_bfloat162 a) { return __nv_bfloat162(__habs(a.x), __habs(a.y)); }
KX_HD __nv_bfloat162 __hisnan2(const __nv_bfloat162 a) { return __nv_bfloat162(__float2bfloat16(__hisnan(a.x) ? 1.0f : 0.0f), __float2bfloat16(__hisnan(a.y) ? 1.0f : 0.0f)); }
KX_HD __nv_bfloat162 __heq2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__heq(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__heq(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbeq2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __heq(a.x, b.x) && __heq(a.y, b.y); }
KX_HD __nv_bfloat162 __hequ2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hequ(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hequ(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbequ2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hequ(a.x, b.x) && __hequ(a.y, b.y); }
KX_HD __nv_bfloat162 __hne2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hne(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hne(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbne2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hne(a.x, b.x) && __hne(a.y, b.y); }
KX_HD __nv_bfloat162 __hneu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hneu(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hneu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbneu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hneu(a.x, b.x) && __hneu(a.y, b.y); }
KX_HD __nv_bfloat162 __hlt2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hlt(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hlt(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hblt2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hlt(a.x, b.x) && __hlt(a.y, b.y); }
KX_HD __nv_bfloat162 __hltu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hltu(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hltu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbltu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hltu(a.x, b.x) && __hltu(a.y, b.y); }
KX_HD __nv_bfloat162 __hle2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hle(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hle(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hble2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hle(a.x, b.x) && __hle(a.y, b.y); }
KX_HD __nv_bfloat162 __hleu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hleu(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hleu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbleu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hleu(a.x, b.x) && __hleu(a.y, b.y); }
KX_HD __nv_bfloat162 __hgt2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hgt(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hgt(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbgt2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hgt(a.x, b.x) && __hgt(a.y, b.y); }
KX_HD __nv_bfloat162 __hgtu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hgtu(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hgtu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbgtu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hgtu(a.x, b.x) && __hgtu(a.y, b.y); }
KX_HD __nv_bfloat162 __hge2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hge(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hge(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbge2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hge(a.x, b.x) && __hge(a.y, b.y); }
KX_HD __nv_bfloat162 __hgeu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __nv_bfloat162(__float2bfloat16(__hgeu(a.x, b.x) ? 1.0f : 0.0f), __float2bfloat16(__hgeu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbgeu2(const __nv_bfloat162 a, const __nv_bfloat162 b) { return __hgeu(a.x, b.x) && __hgeu(a.y, b.y); }
KX_HD __nv_bfloat162 h2sqrt(const __nv_bfloat162 a) { return __nv_bfloat162(hsqrt(a.x), hsqrt(a.y)); }
KX_HD __nv_bfloat162 h2rsqrt(const __nv_bfloat162 a) { return __nv_bfloat162(hrsqrt(a.x), hrsqrt(a.y)); }
KX_HD __nv_bfloat162 h2rcp(const __nv_bfloat162 a) { return __nv_bfloat162(hrcp(a.x), hrcp(a.y)); }
KX_HD __nv_bfloat162 h2exp(const __nv_bfloat162 a) { return __nv_bfloat162(hexp(a.x), hexp(a.y)); }
KX_HD __nv_bfloat162 h2exp2(const __nv_bfloat162 a) { return __nv_bfloat162(hexp2(a.x), hexp2(a.y)); }
KX_HD __nv_bfloat162 h2exp10(const __nv_bfloat162 a) { return __nv_bfloat162(hexp10(a.x), hexp10(a.y)); }
KX_HD __nv_bfloat162 h2log(const __nv_bfloat162 a) { return __nv_bfloat162(hlog(a.x), hlog(a.y)); }
KX_HD __nv_bfloat162 h2log2(const __nv_bfloat162 a) { return __nv_bfloat162(hlog2(a.x), hlog2(a.y)); }
KX_HD __nv_bfloat162 h2log10(const __nv_bfloat162 a) { return __nv_bfloat162(hlog10(a.x), hlog10(a.y)); }
KX_HD __nv_bfloat162 h2sin(const __nv_bfloat162 a) { return __nv_bfloat162(hsin(a.x), hsin(a.y)); }
KX_HD __nv_bfloat162 h2cos(const __nv_bfloat162 a) { return __nv_bfloat162(hcos(a.x), hcos(a.y)); }
KX_HD __nv_bfloat162 h2tanh(const __nv_bfloat162 a) { return __nv_bfloat162(htanh(a.x), htanh(a.y)); }
KX_HD __nv_bfloat162 h2ceil(const __nv_bfloat162 a) { return __nv_bfloat162(hceil(a.x), hceil(a.y)); }
KX_HD __nv_bfloat162 h2floor(const __nv_bfloat162 a) { return __nv_bfloat162(hfloor(a.x), hfloor(a.y)); }
KX_HD __nv_bfloat162 h2trunc(const __nv_bfloat162 a) { return __nv_bfloat162(htrunc(a.x), htrunc(a.y)); }
KX_HD __nv_bfloat162 h2rint(const __nv_bfloat162 a) { return __nv_bfloat162(hrint(a.x), hrint(a.y)); }

/* ---- operators ------------------------------------------------------------ */
#if !defined(__CUDA_NO_BFLOAT16_OPERATORS__)
KX_HD __nv_bfloat16 operator+(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hadd(a, b); }
KX_HD __nv_bfloat16 operator-(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hsub(a, b); }
KX_HD __nv_bfloat16 operator*(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hmul(a, b); }
KX_HD __nv_bfloat16 operator/(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hdiv(a, b); }
KX_HD __nv_bfloat16 &operator+=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { return a = __hadd(a, b); }
KX_HD __nv_bfloat16 &operator-=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { return a = __hsub(a, b); }
KX_HD __nv_bfloat16 &operator*=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { return a = __hmul(a, b); }
KX_HD __nv_bfloat16 &operator/=(__nv_bfloat16 &a, const __nv_bfloat16 &b) { return a = __hdiv(a, b); }
KX_HD __nv_bfloat16 &operator++(__nv_bfloat16 &a) { return a = __hadd(a, __float2bfloat16(1.0f)); }
KX_HD __nv_bfloat16 &operator--(__nv_bfloat16 &a) { return a = __hsub(a, __float2bfloat16(1.0f)); }
KX_HD __nv_bfloat16 operator++(__nv_bfloat16 &a, int) { __nv_bfloat16 r = a; a = __hadd(a, __float2bfloat16(1.0f)); return r; }
KX_HD __nv_bfloat16 operator--(__nv_bfloat16 &a, int) { __nv_bfloat16 r = a; a = __hsub(a, __float2bfloat16(1.0f)); return r; }
KX_HD __nv_bfloat16 operator+(const __nv_bfloat16 &a) { return a; }
KX_HD __nv_bfloat16 operator-(const __nv_bfloat16 &a) { return __hneg(a); }
KX_HD bool operator==(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __heq(a, b); }
KX_HD bool operator!=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hneu(a, b); }
KX_HD bool operator<(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hlt(a, b); }
KX_HD bool operator<=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hle(a, b); }
KX_HD bool operator>(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hgt(a, b); }
KX_HD bool operator>=(const __nv_bfloat16 &a, const __nv_bfloat16 &b) { return __hge(a, b); }
#endif /* __CUDA_NO_BFLOAT16_OPERATORS__ */

#if !defined(__CUDA_NO_BFLOAT162_OPERATORS__)
KX_HD __nv_bfloat162 operator+(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hadd2(a, b); }
KX_HD __nv_bfloat162 operator-(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hsub2(a, b); }
KX_HD __nv_bfloat162 operator*(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hmul2(a, b); }
KX_HD __nv_bfloat162 operator/(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __h2div(a, b); }
KX_HD __nv_bfloat162 &operator+=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { return a = __hadd2(a, b); }
KX_HD __nv_bfloat162 &operator-=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { return a = __hsub2(a, b); }
KX_HD __nv_bfloat162 &operator*=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { return a = __hmul2(a, b); }
KX_HD __nv_bfloat162 &operator/=(__nv_bfloat162 &a, const __nv_bfloat162 &b) { return a = __h2div(a, b); }
KX_HD __nv_bfloat162 operator+(const __nv_bfloat162 &a) { return a; }
KX_HD __nv_bfloat162 operator-(const __nv_bfloat162 &a) { return __hneg2(a); }
KX_HD bool operator==(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hbeq2(a, b); }
KX_HD bool operator!=(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hbneu2(a, b); }
KX_HD bool operator<(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hblt2(a, b); }
KX_HD bool operator<=(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hble2(a, b); }
KX_HD bool operator>(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hbgt2(a, b); }
KX_HD bool operator>=(const __nv_bfloat162 &a, const __nv_bfloat162 &b) { return __hbge2(a, b); }
#endif /* __CUDA_NO_BFLOAT162_OPERATORS__ */

/* ---- warp shuffles, read-only loads ---------------------------------------- */
KX_DEV __nv_bfloat16 __shfl_sync(unsigned int mask, __nv_bfloat16 var, int lane, int width = warpSize) {
  return __ushort_as_bfloat16((unsigned short)__shfl_sync(mask, (int)__bfloat16_as_ushort(var), lane, width));
}
KX_DEV __nv_bfloat162 __shfl_sync(unsigned int mask, __nv_bfloat162 var, int lane, int width = warpSize) {
  __nv_bfloat162_raw r = var;
  unsigned int u = __shfl_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __nv_bfloat162(r);
}
KX_DEV __nv_bfloat16 __shfl_up_sync(unsigned int mask, __nv_bfloat16 var, unsigned int lane, int width = warpSize) {
  return __ushort_as_bfloat16((unsigned short)__shfl_up_sync(mask, (int)__bfloat16_as_ushort(var), lane, width));
}
KX_DEV __nv_bfloat162 __shfl_up_sync(unsigned int mask, __nv_bfloat162 var, unsigned int lane, int width = warpSize) {
  __nv_bfloat162_raw r = var;
  unsigned int u = __shfl_up_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __nv_bfloat162(r);
}
KX_DEV __nv_bfloat16 __shfl_down_sync(unsigned int mask, __nv_bfloat16 var, unsigned int lane, int width = warpSize) {
  return __ushort_as_bfloat16((unsigned short)__shfl_down_sync(mask, (int)__bfloat16_as_ushort(var), lane, width));
}
KX_DEV __nv_bfloat162 __shfl_down_sync(unsigned int mask, __nv_bfloat162 var, unsigned int lane, int width = warpSize) {
  __nv_bfloat162_raw r = var;
  unsigned int u = __shfl_down_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __nv_bfloat162(r);
}
KX_DEV __nv_bfloat16 __shfl_xor_sync(unsigned int mask, __nv_bfloat16 var, int lane, int width = warpSize) {
  return __ushort_as_bfloat16((unsigned short)__shfl_xor_sync(mask, (int)__bfloat16_as_ushort(var), lane, width));
}
KX_DEV __nv_bfloat162 __shfl_xor_sync(unsigned int mask, __nv_bfloat162 var, int lane, int width = warpSize) {
  __nv_bfloat162_raw r = var;
  unsigned int u = __shfl_xor_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __nv_bfloat162(r);
}
KX_DEV __nv_bfloat16 __ldg(const __nv_bfloat16 *p) { return __ushort_as_bfloat16(__ldg((const unsigned short *)p)); }
KX_DEV __nv_bfloat162 __ldg(const __nv_bfloat162 *p) {
  unsigned int u = __ldg((const unsigned int *)p);
  __nv_bfloat162_raw r;
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __nv_bfloat162(r);
}

/* ---- atomics: CAS loops on the containing 32-bit word ---------------------- */
KX_DEV __nv_bfloat16 atomicAdd(__nv_bfloat16 *address, __nv_bfloat16 val) {
  unsigned long long addr = (unsigned long long)address;
  unsigned int *word = (unsigned int *)(addr & ~3ull);
  unsigned int shift = (unsigned int)(addr & 2ull) * 8u;
  unsigned int old = *word, assumed;
  do {
    assumed = old;
    __nv_bfloat16 cur = __ushort_as_bfloat16((unsigned short)(assumed >> shift));
    unsigned int upd = __bfloat16_as_ushort(__hadd(cur, val));
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (upd << shift));
  } while (old != assumed);
  return __ushort_as_bfloat16((unsigned short)(old >> shift));
}
KX_DEV __nv_bfloat162 atomicAdd(__nv_bfloat162 *address, __nv_bfloat162 val) {
  unsigned int *word = (unsigned int *)address;
  unsigned int old = *word, assumed;
  __nv_bfloat162_raw r;
  do {
    assumed = old;
    r.x = (unsigned short)(assumed & 0xffffu);
    r.y = (unsigned short)(assumed >> 16);
    __nv_bfloat162_raw s = __hadd2(__nv_bfloat162(r), val);
    old = atomicCAS(word, assumed, (unsigned int)s.x | ((unsigned int)s.y << 16));
  } while (old != assumed);
  r.x = (unsigned short)(old & 0xffffu);
  r.y = (unsigned short)(old >> 16);
  return __nv_bfloat162(r);
}

#pragma pop_macro("KX_DEV")
#pragma pop_macro("KX_HD")

#endif /* KX_CUDA_BF16_H */
