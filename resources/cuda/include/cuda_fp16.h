/*
 * cuda_fp16.h -- IEEE half precision: __half / half, __half2 / half2.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Covers the CUDA 12.4
 * names kernels commonly use: conversions (__float2half, __half2float,
 * __floats2half2_rn, ...), arithmetic (__hadd, __hmul, __hfma, __hadd2, ...),
 * comparisons, h* / h2* math, operators (unless __CUDA_NO_HALF_OPERATORS__ /
 * __CUDA_NO_HALF2_OPERATORS__), implicit float conversions (unless
 * __CUDA_NO_HALF_CONVERSIONS__), warp shuffles, __ldg and atomicAdd.
 * Everything is __host__ __device__ except shuffles, __ldg and atomics.
 * Values convert through clang's _Float16, so the bodies are real code, but
 * they are written for parsing, not for speed.
 */
#ifndef KX_CUDA_FP16_H
#define KX_CUDA_FP16_H

#include "cuda_runtime.h"

#pragma push_macro("KX_HD")
#pragma push_macro("KX_DEV")
#define KX_HD static __inline__ __host__ __device__ __attribute__((always_inline))
#define KX_DEV static __inline__ __device__ __attribute__((always_inline))

/* Raw storage views (bit patterns). */
struct __half_raw { unsigned short x; };
struct __half2_raw { unsigned short x, y; };

/* bit-level float <-> half conversion through clang's _Float16 */
namespace kx_fp16 {
static __inline__ __host__ __device__ unsigned short from_float(float f) {
  _Float16 h = (_Float16)f;
  unsigned short u;
  __builtin_memcpy(&u, &h, sizeof u);
  return u;
}
static __inline__ __host__ __device__ float to_float(unsigned short u) {
  _Float16 h;
  __builtin_memcpy(&h, &u, sizeof h);
  return (float)h;
}
} /* namespace kx_fp16 */

/* Scalar type: 16 bits of storage, converts via float. */
struct __align__(2) __half {
protected:
  unsigned short __x;

public:
  __half() = default;
  __host__ __device__ constexpr __half(const __half_raw &r) : __x(r.x) {}
  __host__ __device__ __half &operator=(const __half_raw &r) {
    __x = r.x;
    return *this;
  }
  __host__ __device__ operator __half_raw() const {
    __half_raw r;
    r.x = __x;
    return r;
  }
#if !defined(__CUDA_NO_HALF_CONVERSIONS__)
  __host__ __device__ __half(float f) : __x(kx_fp16::from_float(f)) {}
  __host__ __device__ __half(double f) : __x(kx_fp16::from_float((float)f)) {}
  __host__ __device__ __half(short v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(unsigned short v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(int v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(unsigned int v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(long v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(unsigned long v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(long long v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half(unsigned long long v) : __x(kx_fp16::from_float((float)v)) {}
  __host__ __device__ __half &operator=(float f) {
    __x = kx_fp16::from_float(f);
    return *this;
  }
  __host__ __device__ __half &operator=(double f) {
    __x = kx_fp16::from_float((float)f);
    return *this;
  }
  /* Only float is an implicit target; integer/bool conversions go through it
   * (more implicit targets would make mixed expressions ambiguous). */
  __host__ __device__ operator float() const { return kx_fp16::to_float(__x); }
  __host__ __device__ operator signed char() const { return (signed char)kx_fp16::to_float(__x); }
  __host__ __device__ operator short() const { return (short)kx_fp16::to_float(__x); }
  __host__ __device__ operator int() const { return (int)kx_fp16::to_float(__x); }
  __host__ __device__ operator bool() const { return kx_fp16::to_float(__x) != 0.f; }
#endif
};

/* Pair type, members x (low) and y (high). */
struct __align__(4) __half2 {
  __half x, y;
  __half2() = default;
  __host__ __device__ constexpr __half2(const __half &a, const __half &b) : x(a), y(b) {}
  __host__ __device__ __half2(const __half2_raw &r) : x(__half_raw{r.x}), y(__half_raw{r.y}) {}
  __host__ __device__ __half2 &operator=(const __half2_raw &r) {
    x = __half_raw{r.x};
    y = __half_raw{r.y};
    return *this;
  }
  __host__ __device__ operator __half2_raw() const {
    __half2_raw r;
    r.x = ((__half_raw)x).x;
    r.y = ((__half_raw)y).x;
    return r;
  }
};

typedef __half half;
typedef __half2 half2;
typedef __half __nv_half;
typedef __half2 __nv_half2;
typedef __half nv_half;
typedef __half2 nv_half2;

/* ---- conversions --------------------------------------------------------- */
KX_HD float __half2float(const __half a) { return kx_fp16::to_float(((__half_raw)a).x); }
KX_HD __half __float2half(const float a) { return __half_raw{kx_fp16::from_float(a)}; }
KX_HD __half __float2half_rn(const float a) { return __float2half(a); }
KX_HD __half __float2half_rz(const float a) { return __float2half(a); }
KX_HD __half __float2half_rd(const float a) { return __float2half(a); }
KX_HD __half __float2half_ru(const float a) { return __float2half(a); }
KX_HD __half __double2half(const double a) { return __float2half((float)a); }
KX_HD __half __int2half_rn(const int i) { return __float2half((float)i); }
KX_HD int __half2int_rn(const __half h) { return (int)__half2float(h); }
KX_HD __half __int2half_rz(const int i) { return __float2half((float)i); }
KX_HD int __half2int_rz(const __half h) { return (int)__half2float(h); }
KX_HD __half __int2half_rd(const int i) { return __float2half((float)i); }
KX_HD int __half2int_rd(const __half h) { return (int)__half2float(h); }
KX_HD __half __int2half_ru(const int i) { return __float2half((float)i); }
KX_HD int __half2int_ru(const __half h) { return (int)__half2float(h); }
KX_HD __half __uint2half_rn(const unsigned int i) { return __float2half((float)i); }
KX_HD unsigned int __half2uint_rn(const __half h) { return (unsigned int)__half2float(h); }
KX_HD __half __uint2half_rz(const unsigned int i) { return __float2half((float)i); }
KX_HD unsigned int __half2uint_rz(const __half h) { return (unsigned int)__half2float(h); }
KX_HD __half __uint2half_rd(const unsigned int i) { return __float2half((float)i); }
KX_HD unsigned int __half2uint_rd(const __half h) { return (unsigned int)__half2float(h); }
KX_HD __half __uint2half_ru(const unsigned int i) { return __float2half((float)i); }
KX_HD unsigned int __half2uint_ru(const __half h) { return (unsigned int)__half2float(h); }
KX_HD __half __short2half_rn(const short i) { return __float2half((float)i); }
KX_HD short __half2short_rn(const __half h) { return (short)__half2float(h); }
KX_HD __half __short2half_rz(const short i) { return __float2half((float)i); }
KX_HD short __half2short_rz(const __half h) { return (short)__half2float(h); }
KX_HD __half __short2half_rd(const short i) { return __float2half((float)i); }
KX_HD short __half2short_rd(const __half h) { return (short)__half2float(h); }
KX_HD __half __short2half_ru(const short i) { return __float2half((float)i); }
KX_HD short __half2short_ru(const __half h) { return (short)__half2float(h); }
KX_HD __half __ushort2half_rn(const unsigned short i) { return __float2half((float)i); }
KX_HD unsigned short __half2ushort_rn(const __half h) { return (unsigned short)__half2float(h); }
KX_HD __half __ushort2half_rz(const unsigned short i) { return __float2half((float)i); }
KX_HD unsigned short __half2ushort_rz(const __half h) { return (unsigned short)__half2float(h); }
KX_HD __half __ushort2half_rd(const unsigned short i) { return __float2half((float)i); }
KX_HD unsigned short __half2ushort_rd(const __half h) { return (unsigned short)__half2float(h); }
KX_HD __half __ushort2half_ru(const unsigned short i) { return __float2half((float)i); }
KX_HD unsigned short __half2ushort_ru(const __half h) { return (unsigned short)__half2float(h); }
KX_HD __half __ll2half_rn(const long long i) { return __float2half((float)i); }
KX_HD long long __half2ll_rn(const __half h) { return (long long)__half2float(h); }
KX_HD __half __ll2half_rz(const long long i) { return __float2half((float)i); }
KX_HD long long __half2ll_rz(const __half h) { return (long long)__half2float(h); }
KX_HD __half __ll2half_rd(const long long i) { return __float2half((float)i); }
KX_HD long long __half2ll_rd(const __half h) { return (long long)__half2float(h); }
KX_HD __half __ll2half_ru(const long long i) { return __float2half((float)i); }
KX_HD long long __half2ll_ru(const __half h) { return (long long)__half2float(h); }
KX_HD __half __ull2half_rn(const unsigned long long i) { return __float2half((float)i); }
KX_HD unsigned long long __half2ull_rn(const __half h) { return (unsigned long long)__half2float(h); }
KX_HD __half __ull2half_rz(const unsigned long long i) { return __float2half((float)i); }
KX_HD unsigned long long __half2ull_rz(const __half h) { return (unsigned long long)__half2float(h); }
KX_HD __half __ull2half_rd(const unsigned long long i) { return __float2half((float)i); }
KX_HD unsigned long long __half2ull_rd(const __half h) { return (unsigned long long)__half2float(h); }
KX_HD __half __ull2half_ru(const unsigned long long i) { return __float2half((float)i); }
KX_HD unsigned long long __half2ull_ru(const __half h) { return (unsigned long long)__half2float(h); }
KX_HD short __half_as_short(const __half h) { return (short)((__half_raw)h).x; }
KX_HD unsigned short __half_as_ushort(const __half h) { return ((__half_raw)h).x; }
KX_HD __half __short_as_half(const short i) { return __half_raw{(unsigned short)i}; }
KX_HD __half __ushort_as_half(const unsigned short i) { return __half_raw{i}; }

/* pair construction / access */
KX_HD __half2 make_half2(const __half x, const __half y) { return __half2(x, y); }
KX_HD __half2 __halves2half2(const __half lo, const __half hi) { return __half2(lo, hi); }
KX_HD __half2 __half2half2(const __half a) { return __half2(a, a); }
KX_HD __half2 __float2half2_rn(const float a) { return __half2(__float2half(a), __float2half(a)); }
KX_HD __half2 __floats2half2_rn(const float a, const float b) {
  return __half2(__float2half(a), __float2half(b));
}
KX_HD __half2 __float22half2_rn(const float2 a) {
  return __half2(__float2half(a.x), __float2half(a.y));
}
KX_HD float2 __half22float2(const __half2 a) {
  return make_float2(__half2float(a.x), __half2float(a.y));
}
KX_HD float __low2float(const __half2 a) { return __half2float(a.x); }
KX_HD float __high2float(const __half2 a) { return __half2float(a.y); }
KX_HD __half __low2half(const __half2 a) { return a.x; }
KX_HD __half __high2half(const __half2 a) { return a.y; }
KX_HD __half2 __low2half2(const __half2 a) { return __half2(a.x, a.x); }
KX_HD __half2 __high2half2(const __half2 a) { return __half2(a.y, a.y); }
KX_HD __half2 __lows2half2(const __half2 a, const __half2 b) { return __half2(a.x, b.x); }
KX_HD __half2 __highs2half2(const __half2 a, const __half2 b) { return __half2(a.y, b.y); }
KX_HD __half2 __lowhigh2highlow(const __half2 a) { return __half2(a.y, a.x); }

/* ---- scalar arithmetic and comparisons (float semantics) ----------------- */
namespace kx_fp16 {
KX_HD float sat(float v) { return v < 0.0f ? 0.0f : (v > 1.0f ? 1.0f : v); }
}
KX_HD __half __hadd(const __half a, const __half b) { return __float2half(__half2float(a) + __half2float(b)); }
KX_HD __half __hsub(const __half a, const __half b) { return __float2half(__half2float(a) - __half2float(b)); }
KX_HD __half __hmul(const __half a, const __half b) { return __float2half(__half2float(a) * __half2float(b)); }
KX_HD __half __hdiv(const __half a, const __half b) { return __float2half(__half2float(a) / __half2float(b)); }
KX_HD __half __hadd_rn(const __half a, const __half b) { return __float2half(__half2float(a) + __half2float(b)); }
KX_HD __half __hsub_rn(const __half a, const __half b) { return __float2half(__half2float(a) - __half2float(b)); }
KX_HD __half __hmul_rn(const __half a, const __half b) { return __float2half(__half2float(a) * __half2float(b)); }
KX_HD __half __hmax(const __half a, const __half b) { return __float2half(fmaxf(__half2float(a), __half2float(b))); }
KX_HD __half __hmin(const __half a, const __half b) { return __float2half(fminf(__half2float(a), __half2float(b))); }
KX_HD __half __hmax_nan(const __half a, const __half b) { return __float2half((__half2float(a) != __half2float(a) || __half2float(b) != __half2float(b)) ? __builtin_nanf("") : fmaxf(__half2float(a), __half2float(b))); }
KX_HD __half __hmin_nan(const __half a, const __half b) { return __float2half((__half2float(a) != __half2float(a) || __half2float(b) != __half2float(b)) ? __builtin_nanf("") : fminf(__half2float(a), __half2float(b))); }
KX_HD __half __hadd_sat(const __half a, const __half b) { return __float2half(kx_fp16::sat(__half2float(a) + __half2float(b))); }
KX_HD __half __hsub_sat(const __half a, const __half b) { return __float2half(kx_fp16::sat(__half2float(a) - __half2float(b))); }
KX_HD __half __hmul_sat(const __half a, const __half b) { return __float2half(kx_fp16::sat(__half2float(a) * __half2float(b))); }
KX_HD __half __hfma(const __half a, const __half b, const __half c) { return __float2half(fmaf(__half2float(a), __half2float(b), __half2float(c))); }
KX_HD __half __hfma_sat(const __half a, const __half b, const __half c) { return __float2half(kx_fp16::sat(fmaf(__half2float(a), __half2float(b), __half2float(c)))); }
KX_HD __half __hneg(const __half a) { return __float2half(-__half2float(a)); }
KX_HD __half __habs(const __half a) { return __float2half(fabsf(__half2float(a))); }
KX_HD bool __heq(const __half a, const __half b) { return __half2float(a) == __half2float(b); }
KX_HD bool __hequ(const __half a, const __half b) { return __half2float(a) != __half2float(a) || __half2float(b) != __half2float(b) || (__half2float(a) == __half2float(b)); }
KX_HD bool __hne(const __half a, const __half b) { return __half2float(a) != __half2float(b); }
KX_HD bool __hneu(const __half a, const __half b) { return __half2float(a) != __half2float(a) || __half2float(b) != __half2float(b) || (__half2float(a) != __half2float(b)); }
KX_HD bool __hlt(const __half a, const __half b) { return __half2float(a) < __half2float(b); }
KX_HD bool __hltu(const __half a, const __half b) { return __half2float(a) != __half2float(a) || __half2float(b) != __half2float(b) || (__half2float(a) < __half2float(b)); }
KX_HD bool __hle(const __half a, const __half b) { return __half2float(a) <= __half2float(b); }
KX_HD bool __hleu(const __half a, const __half b) { return __half2float(a) != __half2float(a) || __half2float(b) != __half2float(b) || (__half2float(a) <= __half2float(b)); }
KX_HD bool __hgt(const __half a, const __half b) { return __half2float(a) > __half2float(b); }
KX_HD bool __hgtu(const __half a, const __half b) { return __half2float(a) != __half2float(a) || __half2float(b) != __half2float(b) || (__half2float(a) > __half2float(b)); }
KX_HD bool __hge(const __half a, const __half b) { return __half2float(a) >= __half2float(b); }
KX_HD bool __hgeu(const __half a, const __half b) { return __half2float(a) != __half2float(a) || __half2float(b) != __half2float(b) || (__half2float(a) >= __half2float(b)); }
KX_HD bool __hisnan(const __half a) { return __half2float(a) != __half2float(a); }
KX_HD int __hisinf(const __half a) { return __half2float(a) == __builtin_inff() ? 1 : (__half2float(a) == -__builtin_inff() ? -1 : 0); }

/* scalar math functions */
KX_HD __half hsqrt(const __half a) { return __float2half(sqrtf(__half2float(a))); }
KX_HD __half hrsqrt(const __half a) { return __float2half(1.0f / sqrtf(__half2float(a))); }
KX_HD __half hrcp(const __half a) { return __float2half(1.0f / __half2float(a)); }
KX_HD __half hexp(const __half a) { return __float2half(expf(__half2float(a))); }
KX_HD __half hexp2(const __half a) { return __float2half(exp2f(__half2float(a))); }
KX_HD __half hexp10(const __half a) { return __float2half(powf(10.0f, __half2float(a))); }
KX_HD __half hlog(const __half a) { return __float2half(logf(__half2float(a))); }
KX_HD __half hlog2(const __half a) { return __float2half(log2f(__half2float(a))); }
KX_HD __half hlog10(const __half a) { return __float2half(log10f(__half2float(a))); }
KX_HD __half hsin(const __half a) { return __float2half(sinf(__half2float(a))); }
KX_HD __half hcos(const __half a) { return __float2half(cosf(__half2float(a))); }
KX_HD __half htanh(const __half a) { return __float2half(tanhf(__half2float(a))); }
KX_HD __half hceil(const __half a) { return __float2half(ceilf(__half2float(a))); }
KX_HD __half hfloor(const __half a) { return __float2half(floorf(__half2float(a))); }
KX_HD __half htrunc(const __half a) { return __float2half(truncf(__half2float(a))); }
KX_HD __half hrint(const __half a) { return __float2half(rintf(__half2float(a))); }

/* ---- pair arithmetic and comparisons (lane-wise) ---------------------- */
KX_HD __half2 __hadd2(const __half2 a, const __half2 b) { return __half2(__hadd(a.x, b.x), __hadd(a.y, b.y)); }
KX_HD __half2 __hsub2(const __half2 a, const __half2 b) { return __half2(__hsub(a.x, b.x), __hsub(a.y, b.y)); }
KX_HD __half2 __hmul2(const __half2 a, const __half2 b) { return __half2(__hmul(a.x, b.x), __hmul(a.y, b.y)); }
KX_HD __half2 __h2div(const __half2 a, const __half2 b) { return __half2(__hdiv(a.x, b.x), __hdiv(a.y, b.y)); }
KX_HD __half2 __hmax2(const __half2 a, const __half2 b) { return __half2(__hmax(a.x, b.x), __hmax(a.y, b.y)); }
KX_HD __half2 __hmin2(const __half2 a, const __half2 b) { return __half2(__hmin(a.x, b.x), __hmin(a.y, b.y)); }
KX_HD __half2 __hadd2_sat(const __half2 a, const __half2 b) { return __half2(__hadd_sat(a.x, b.x), __hadd_sat(a.y, b.y)); }
KX_HD __half2 __hsub2_sat(const __half2 a, const __half2 b) { return __half2(__hsub_sat(a.x, b.x), __hsub_sat(a.y, b.y)); }
KX_HD __half2 __hmul2_sat(const __half2 a, const __half2 b) { return __half2(__hmul_sat(a.x, b.x), __hmul_sat(a.y, b.y)); }
KX_HD __half2 __hmax2_nan(const __half2 a, const __half2 b) { return __half2(__hmax_nan(a.x, b.x), __hmax_nan(a.y, b.y)); }
KX_HD __half2 __hmin2_nan(const __half2 a, const __half2 b) { return __half2(__hmin_nan(a.x, b.x), __hmin_nan(a.y, b.y)); }
KX_HD __half2 __hadd2_rn(const __half2 a, const __half2 b) { return __half2(__hadd_rn(a.x, b.x), __hadd_rn(a.y, b.y)); }
KX_HD __half2 __hsub2_rn(const __half2 a, const __half2 b) { return __half2(__hsub_rn(a.x, b.x), __hsub_rn(a.y, b.y)); }
KX_HD __half2 __hmul2_rn(const __half2 a, const __half2 b) { return __half2(__hmul_rn(a.x, b.x), __hmul_rn(a.y, b.y)); }
KX_HD __half2 __hfma2(const __half2 a, const __half2 b, const __half2 c) { return __half2(__hfma(a.x, b.x, c.x), __hfma(a.y, b.y, c.y)); }
KX_HD __half2 __hfma2_sat(const __half2 a, const __half2 b, const __half2 c) { return __half2(__hfma_sat(a.x, b.x, c.x), __hfma_sat(a.y, b.y, c.y)); }
KX_HD __half2 __hneg2(const __half2 a) { return __half2(__hneg(a.x), __hneg(a.y)); }
KX_HD __half2 __habs2(const __half2 a) { return __half2(__habs(a.x), __habs(a.y)); }
KX_HD __half2 __hisnan2(const __half2 a) { return __half2(__float2half(__hisnan(a.x) ? 1.0f : 0.0f), __float2half(__hisnan(a.y) ? 1.0f : 0.0f)); }
KX_HD __half2 __heq2(const __half2 a, const __half2 b) { return __half2(__float2half(__heq(a.x, b.x) ? 1.0f : 0.0f), __float2half(__heq(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbeq2(const __half2 a, const __half2 b) { return __heq(a.x, b.x) && __heq(a.y, b.y); }
KX_HD __half2 __hequ2(const __half2 a, const __half2 b) { return __half2(__float2half(__hequ(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hequ(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbequ2(const __half2 a, const __half2 b) { return __hequ(a.x, b.x) && __hequ(a.y, b.y); }
KX_HD __half2 __hne2(const __half2 a, const __half2 b) { return __half2(__float2half(__hne(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hne(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbne2(const __half2 a, const __half2 b) { return __hne(a.x, b.x) && __hne(a.y, b.y); }
KX_HD __half2 __hneu2(const __half2 a, const __half2 b) { return __half2(__float2half(__hneu(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hneu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbneu2(const __half2 a, const __half2 b) { return __hneu(a.x, b.x) && __hneu(a.y, b.y); }
KX_HD __half2 __hlt2(const __half2 a, const __half2 b) { return __half2(__float2half(__hlt(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hlt(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hblt2(const __half2 a, const __half2 b) { return __hlt(a.x, b.x) && __hlt(a.y, b.y); }
KX_HD __half2 __hltu2(const __half2 a, const __half2 b) { return __half2(__float2half(__hltu(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hltu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbltu2(const __half2 a, const __half2 b) { return __hltu(a.x, b.x) && __hltu(a.y, b.y); }
KX_HD __half2 __hle2(const __half2 a, const __half2 b) { return __half2(__float2half(__hle(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hle(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hble2(const __half2 a, const __half2 b) { return __hle(a.x, b.x) && __hle(a.y, b.y); }
KX_HD __half2 __hleu2(const __half2 a, const __half2 b) { return __half2(__float2half(__hleu(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hleu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbleu2(const __half2 a, const __half2 b) { return __hleu(a.x, b.x) && __hleu(a.y, b.y); }
KX_HD __half2 __hgt2(const __half2 a, const __half2 b) { return __half2(__float2half(__hgt(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hgt(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbgt2(const __half2 a, const __half2 b) { return __hgt(a.x, b.x) && __hgt(a.y, b.y); }
KX_HD __half2 __hgtu2(const __half2 a, const __half2 b) { return __half2(__float2half(__hgtu(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hgtu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbgtu2(const __half2 a, const __half2 b) { return __hgtu(a.x, b.x) && __hgtu(a.y, b.y); }
KX_HD __half2 __hge2(const __half2 a, const __half2 b) { return __half2(__float2half(__hge(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hge(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbge2(const __half2 a, const __half2 b) { return __hge(a.x, b.x) && __hge(a.y, b.y); }
KX_HD __half2 __hgeu2(const __half2 a, const __half2 b) { return __half2(__float2half(__hgeu(a.x, b.x) ? 1.0f : 0.0f), __float2half(__hgeu(a.y, b.y) ? 1.0f : 0.0f)); }
KX_HD bool __hbgeu2(const __half2 a, const __half2 b) { return __hgeu(a.x, b.x) && __hgeu(a.y, b.y); }
KX_HD __half2 h2sqrt(const __half2 a) { return __half2(hsqrt(a.x), hsqrt(a.y)); }
KX_HD __half2 h2rsqrt(const __half2 a) { return __half2(hrsqrt(a.x), hrsqrt(a.y)); }
KX_HD __half2 h2rcp(const __half2 a) { return __half2(hrcp(a.x), hrcp(a.y)); }
KX_HD __half2 h2exp(const __half2 a) { return __half2(hexp(a.x), hexp(a.y)); }
KX_HD __half2 h2exp2(const __half2 a) { return __half2(hexp2(a.x), hexp2(a.y)); }
KX_HD __half2 h2exp10(const __half2 a) { return __half2(hexp10(a.x), hexp10(a.y)); }
KX_HD __half2 h2log(const __half2 a) { return __half2(hlog(a.x), hlog(a.y)); }
KX_HD __half2 h2log2(const __half2 a) { return __half2(hlog2(a.x), hlog2(a.y)); }
KX_HD __half2 h2log10(const __half2 a) { return __half2(hlog10(a.x), hlog10(a.y)); }
KX_HD __half2 h2sin(const __half2 a) { return __half2(hsin(a.x), hsin(a.y)); }
KX_HD __half2 h2cos(const __half2 a) { return __half2(hcos(a.x), hcos(a.y)); }
KX_HD __half2 h2tanh(const __half2 a) { return __half2(htanh(a.x), htanh(a.y)); }
KX_HD __half2 h2ceil(const __half2 a) { return __half2(hceil(a.x), hceil(a.y)); }
KX_HD __half2 h2floor(const __half2 a) { return __half2(hfloor(a.x), hfloor(a.y)); }
KX_HD __half2 h2trunc(const __half2 a) { return __half2(htrunc(a.x), htrunc(a.y)); }
KX_HD __half2 h2rint(const __half2 a) { return __half2(hrint(a.x), hrint(a.y)); }

/* ---- operators ------------------------------------------------------------ */
#if !defined(__CUDA_NO_HALF_OPERATORS__)
KX_HD __half operator+(const __half &a, const __half &b) { return __hadd(a, b); }
KX_HD __half operator-(const __half &a, const __half &b) { return __hsub(a, b); }
KX_HD __half operator*(const __half &a, const __half &b) { return __hmul(a, b); }
KX_HD __half operator/(const __half &a, const __half &b) { return __hdiv(a, b); }
KX_HD __half &operator+=(__half &a, const __half &b) { return a = __hadd(a, b); }
KX_HD __half &operator-=(__half &a, const __half &b) { return a = __hsub(a, b); }
KX_HD __half &operator*=(__half &a, const __half &b) { return a = __hmul(a, b); }
KX_HD __half &operator/=(__half &a, const __half &b) { return a = __hdiv(a, b); }
KX_HD __half &operator++(__half &a) { return a = __hadd(a, __float2half(1.0f)); }
KX_HD __half &operator--(__half &a) { return a = __hsub(a, __float2half(1.0f)); }
KX_HD __half operator++(__half &a, int) { __half r = a; a = __hadd(a, __float2half(1.0f)); return r; }
KX_HD __half operator--(__half &a, int) { __half r = a; a = __hsub(a, __float2half(1.0f)); return r; }
KX_HD __half operator+(const __half &a) { return a; }
KX_HD __half operator-(const __half &a) { return __hneg(a); }
KX_HD bool operator==(const __half &a, const __half &b) { return __heq(a, b); }
KX_HD bool operator!=(const __half &a, const __half &b) { return __hneu(a, b); }
KX_HD bool operator<(const __half &a, const __half &b) { return __hlt(a, b); }
KX_HD bool operator<=(const __half &a, const __half &b) { return __hle(a, b); }
KX_HD bool operator>(const __half &a, const __half &b) { return __hgt(a, b); }
KX_HD bool operator>=(const __half &a, const __half &b) { return __hge(a, b); }
#endif /* __CUDA_NO_HALF_OPERATORS__ */

#if !defined(__CUDA_NO_HALF2_OPERATORS__)
KX_HD __half2 operator+(const __half2 &a, const __half2 &b) { return __hadd2(a, b); }
KX_HD __half2 operator-(const __half2 &a, const __half2 &b) { return __hsub2(a, b); }
KX_HD __half2 operator*(const __half2 &a, const __half2 &b) { return __hmul2(a, b); }
KX_HD __half2 operator/(const __half2 &a, const __half2 &b) { return __h2div(a, b); }
KX_HD __half2 &operator+=(__half2 &a, const __half2 &b) { return a = __hadd2(a, b); }
KX_HD __half2 &operator-=(__half2 &a, const __half2 &b) { return a = __hsub2(a, b); }
KX_HD __half2 &operator*=(__half2 &a, const __half2 &b) { return a = __hmul2(a, b); }
KX_HD __half2 &operator/=(__half2 &a, const __half2 &b) { return a = __h2div(a, b); }
KX_HD __half2 operator+(const __half2 &a) { return a; }
KX_HD __half2 operator-(const __half2 &a) { return __hneg2(a); }
KX_HD bool operator==(const __half2 &a, const __half2 &b) { return __hbeq2(a, b); }
KX_HD bool operator!=(const __half2 &a, const __half2 &b) { return __hbneu2(a, b); }
KX_HD bool operator<(const __half2 &a, const __half2 &b) { return __hblt2(a, b); }
KX_HD bool operator<=(const __half2 &a, const __half2 &b) { return __hble2(a, b); }
KX_HD bool operator>(const __half2 &a, const __half2 &b) { return __hbgt2(a, b); }
KX_HD bool operator>=(const __half2 &a, const __half2 &b) { return __hbge2(a, b); }
#endif /* __CUDA_NO_HALF2_OPERATORS__ */

/* ---- warp shuffles, read-only loads ---------------------------------------- */
KX_DEV __half __shfl_sync(unsigned int mask, __half var, int lane, int width = warpSize) {
  return __ushort_as_half((unsigned short)__shfl_sync(mask, (int)__half_as_ushort(var), lane, width));
}
KX_DEV __half2 __shfl_sync(unsigned int mask, __half2 var, int lane, int width = warpSize) {
  __half2_raw r = var;
  unsigned int u = __shfl_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __half2(r);
}
KX_DEV __half __shfl_up_sync(unsigned int mask, __half var, unsigned int lane, int width = warpSize) {
  return __ushort_as_half((unsigned short)__shfl_up_sync(mask, (int)__half_as_ushort(var), lane, width));
}
KX_DEV __half2 __shfl_up_sync(unsigned int mask, __half2 var, unsigned int lane, int width = warpSize) {
  __half2_raw r = var;
  unsigned int u = __shfl_up_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __half2(r);
}
KX_DEV __half __shfl_down_sync(unsigned int mask, __half var, unsigned int lane, int width = warpSize) {
  return __ushort_as_half((unsigned short)__shfl_down_sync(mask, (int)__half_as_ushort(var), lane, width));
}
KX_DEV __half2 __shfl_down_sync(unsigned int mask, __half2 var, unsigned int lane, int width = warpSize) {
  __half2_raw r = var;
  unsigned int u = __shfl_down_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __half2(r);
}
KX_DEV __half __shfl_xor_sync(unsigned int mask, __half var, int lane, int width = warpSize) {
  return __ushort_as_half((unsigned short)__shfl_xor_sync(mask, (int)__half_as_ushort(var), lane, width));
}
KX_DEV __half2 __shfl_xor_sync(unsigned int mask, __half2 var, int lane, int width = warpSize) {
  __half2_raw r = var;
  unsigned int u = __shfl_xor_sync(mask, (unsigned int)r.x | ((unsigned int)r.y << 16), lane, width);
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __half2(r);
}
KX_DEV __half __ldg(const __half *p) { return __ushort_as_half(__ldg((const unsigned short *)p)); }
KX_DEV __half2 __ldg(const __half2 *p) {
  unsigned int u = __ldg((const unsigned int *)p);
  __half2_raw r;
  r.x = (unsigned short)(u & 0xffffu);
  r.y = (unsigned short)(u >> 16);
  return __half2(r);
}

/* ---- atomics: CAS loops on the containing 32-bit word ---------------------- */
KX_DEV __half atomicAdd(__half *address, __half val) {
  unsigned long long addr = (unsigned long long)address;
  unsigned int *word = (unsigned int *)(addr & ~3ull);
  unsigned int shift = (unsigned int)(addr & 2ull) * 8u;
  unsigned int old = *word, assumed;
  do {
    assumed = old;
    __half cur = __ushort_as_half((unsigned short)(assumed >> shift));
    unsigned int upd = __half_as_ushort(__hadd(cur, val));
    old = atomicCAS(word, assumed, (assumed & ~(0xffffu << shift)) | (upd << shift));
  } while (old != assumed);
  return __ushort_as_half((unsigned short)(old >> shift));
}
KX_DEV __half2 atomicAdd(__half2 *address, __half2 val) {
  unsigned int *word = (unsigned int *)address;
  unsigned int old = *word, assumed;
  __half2_raw r;
  do {
    assumed = old;
    r.x = (unsigned short)(assumed & 0xffffu);
    r.y = (unsigned short)(assumed >> 16);
    __half2_raw s = __hadd2(__half2(r), val);
    old = atomicCAS(word, assumed, (unsigned int)s.x | ((unsigned int)s.y << 16));
  } while (old != assumed);
  r.x = (unsigned short)(old & 0xffffu);
  r.y = (unsigned short)(old >> 16);
  return __half2(r);
}

#pragma pop_macro("KX_DEV")
#pragma pop_macro("KX_HD")

#endif /* KX_CUDA_FP16_H */
