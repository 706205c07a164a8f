// kernel-extract CPU runtime: the device side of CUDA and HIP as host C++.
//
// Qualifiers become nothing (`__shared__` a thread-local static: see
// grid.h), the built-in variables read the running fiber's indices, barriers
// and warp collectives wait in the scheduler, atomics are read-modify-writes
// (a fiber is never interrupted between two waits), and the device math
// functions are the host's. Where a fast-math intrinsic computes less
// precisely on the GPU (`__expf`, `__fdividef`, `__sinf`), the host computes
// the precise function: README.md lists them.
#ifndef KX_CPU_DEVICE_H
#define KX_CPU_DEVICE_H

#include <math.h>
#include <stdint.h>

#include <algorithm>
#include <cassert>
#include <chrono>
#include <climits>
#include <cmath>
#include <type_traits>

#include "kx_cpu/grid.h"

#define __global__
#define __device__
#define __host__
#define __constant__
#define __managed__
#define __shared__ thread_local
#define __forceinline__ inline
#define __noinline__ __attribute__((noinline))
#define __align__(n) __attribute__((aligned(n)))
#define __launch_bounds__(...)
#define __grid_constant__

namespace kx_cpu {
inline const uint3 &thread_index() { return self().index; }
inline const uint3 &block_index() { return block().index; }
inline const dim3 &block_dim() { return block().dim; }
inline const dim3 &grid_dim() { return block().grid; }
inline unsigned lane() { return self().linear % warp_size; }
inline lane_mask live_lanes() {
  return warp_size == 64 ? ~0ULL : (1ULL << warp_size) - 1;
}
} // namespace kx_cpu

#define threadIdx (::kx_cpu::thread_index())
#define blockIdx (::kx_cpu::block_index())
#define blockDim (::kx_cpu::block_dim())
#define gridDim (::kx_cpu::grid_dim())
constexpr int warpSize = int(::kx_cpu::warp_size);

// Block barriers.
inline void __syncthreads() {
  kx_cpu::collective<long long>(kx_cpu::Wait::Block, kx_cpu::Op::Barrier, 0);
}
inline int __syncthreads_count(int p) {
  return int(kx_cpu::collective<long long>(kx_cpu::Wait::Block,
                                           kx_cpu::Op::Count, (long long)!!p));
}
inline int __syncthreads_and(int p) {
  return int(kx_cpu::collective<long long>(kx_cpu::Wait::Block,
                                           kx_cpu::Op::And, (long long)!!p));
}
inline int __syncthreads_or(int p) {
  return int(kx_cpu::collective<long long>(kx_cpu::Wait::Block,
                                           kx_cpu::Op::Or, (long long)!!p));
}
inline void __threadfence() {}
inline void __threadfence_block() {}
inline void __threadfence_system() {}

// Warp collectives. The *_sync forms take CUDA's 32-bit mask (64-bit on
// 64-wide wavefronts); the forms without a mask (HIP, CUDA before 9) take
// every live lane.
namespace kx_cpu {
template <class T>
T shuffle(Op op, lane_mask mask, T v, long long arg, int width) {
  return collective<T>(Wait::Warp, op, v, mask, arg,
                       unsigned(width > 0 ? width : int(warp_size)));
}
inline long long vote(Op op, lane_mask mask, long long v) {
  return collective<long long>(Wait::Warp, op, v, mask);
}
} // namespace kx_cpu

template <class T>
T __shfl_sync(unsigned long long m, T v, int src, int w = warpSize) {
  return kx_cpu::shuffle(kx_cpu::Op::ShflIdx, m, v, src, w);
}
template <class T>
T __shfl_up_sync(unsigned long long m, T v, unsigned d, int w = warpSize) {
  return kx_cpu::shuffle(kx_cpu::Op::ShflUp, m, v, d, w);
}
template <class T>
T __shfl_down_sync(unsigned long long m, T v, unsigned d, int w = warpSize) {
  return kx_cpu::shuffle(kx_cpu::Op::ShflDown, m, v, d, w);
}
template <class T>
T __shfl_xor_sync(unsigned long long m, T v, int x, int w = warpSize) {
  return kx_cpu::shuffle(kx_cpu::Op::ShflXor, m, v, x, w);
}
template <class T> T __shfl(T v, int src, int w = warpSize) {
  return __shfl_sync(~0ULL, v, src, w);
}
template <class T> T __shfl_up(T v, unsigned d, int w = warpSize) {
  return __shfl_up_sync(~0ULL, v, d, w);
}
template <class T> T __shfl_down(T v, unsigned d, int w = warpSize) {
  return __shfl_down_sync(~0ULL, v, d, w);
}
template <class T> T __shfl_xor(T v, int x, int w = warpSize) {
  return __shfl_xor_sync(~0ULL, v, x, w);
}

#if KX_CPU_WARP_SIZE == 64
using kx_cpu_ballot_t = unsigned long long;
#else
using kx_cpu_ballot_t = unsigned int;
#endif
inline kx_cpu_ballot_t __ballot_sync(unsigned long long m, int p) {
  return kx_cpu_ballot_t(kx_cpu::vote(kx_cpu::Op::Ballot, m, !!p));
}
inline int __any_sync(unsigned long long m, int p) {
  return int(kx_cpu::vote(kx_cpu::Op::Any, m, !!p));
}
inline int __all_sync(unsigned long long m, int p) {
  return int(kx_cpu::vote(kx_cpu::Op::All, m, !!p));
}
inline unsigned __uni_sync(unsigned long long m, int p) {
  long long n = kx_cpu::vote(kx_cpu::Op::Add, m, !!p);
  return n == 0 || n == __builtin_popcountll(m & kx_cpu::live_lanes());
}
inline kx_cpu_ballot_t __ballot(int p) { return __ballot_sync(~0ULL, p); }
inline int __any(int p) { return __any_sync(~0ULL, p); }
inline int __all(int p) { return __all_sync(~0ULL, p); }
inline void __syncwarp(unsigned long long m = ~0ULL) {
  kx_cpu::vote(kx_cpu::Op::Sync, m, 0);
}
#ifdef KX_CPU_HIP
// What a HIP unit writes for CUDA's __syncwarp(): the wavefront's barrier.
inline void __builtin_amdgcn_wave_barrier() { __syncwarp(); }
#endif
// Every live lane: the scheduler runs a warp's lanes as one.
inline kx_cpu_ballot_t __activemask() {
  return kx_cpu_ballot_t(kx_cpu::vote(kx_cpu::Op::Ballot, ~0ULL, 1));
}
template <class T> unsigned __match_any_sync(unsigned long long m, T v) {
  return unsigned(kx_cpu::collective<long long>(
      kx_cpu::Wait::Warp, kx_cpu::Op::MatchAny, v, m));
}
template <class T>
unsigned __match_all_sync(unsigned long long m, T v, int *pred) {
  unsigned r = unsigned(kx_cpu::collective<long long>(
      kx_cpu::Wait::Warp, kx_cpu::Op::MatchAll, v, m));
  *pred = r != 0;
  return r;
}
inline unsigned __reduce_add_sync(unsigned long long m, unsigned v) {
  return unsigned(kx_cpu::vote(kx_cpu::Op::Add, m, v));
}
inline int __reduce_min_sync(unsigned long long m, int v) {
  return int(kx_cpu::vote(kx_cpu::Op::Min, m, v));
}
inline int __reduce_max_sync(unsigned long long m, int v) {
  return int(kx_cpu::vote(kx_cpu::Op::Max, m, v));
}
inline unsigned __lane_id() { return kx_cpu::lane(); }

// Atomics: a fiber runs alone between two waits.
#define KX_CPU_ATOMIC(NAME, T, EXPR)                                           \
  inline T NAME(T *a, T v) {                                                   \
    T old = *a;                                                                \
    *a = (EXPR);                                                               \
    return old;                                                                \
  }                                                                            \
  inline T NAME##_block(T *a, T v) { return NAME(a, v); }                      \
  inline T NAME##_system(T *a, T v) { return NAME(a, v); }
#define KX_CPU_ATOMICS_INT(T)                                                  \
  KX_CPU_ATOMIC(atomicAdd, T, old + v)                                         \
  KX_CPU_ATOMIC(atomicExch, T, v)                                              \
  KX_CPU_ATOMIC(atomicMin, T, v < old ? v : old)                               \
  KX_CPU_ATOMIC(atomicMax, T, v > old ? v : old)                               \
  KX_CPU_ATOMIC(atomicAnd, T, old & v)                                         \
  KX_CPU_ATOMIC(atomicOr, T, old | v)                                          \
  KX_CPU_ATOMIC(atomicXor, T, old ^ v)
KX_CPU_ATOMICS_INT(int)
KX_CPU_ATOMICS_INT(unsigned int)
KX_CPU_ATOMICS_INT(unsigned long long)
KX_CPU_ATOMIC(atomicMin, long long, v < old ? v : old)
KX_CPU_ATOMIC(atomicMax, long long, v > old ? v : old)
KX_CPU_ATOMIC(atomicAdd, float, old + v)
KX_CPU_ATOMIC(atomicAdd, double, old + v)
KX_CPU_ATOMIC(atomicExch, float, v)
KX_CPU_ATOMIC(atomicSub, int, old - v)
KX_CPU_ATOMIC(atomicSub, unsigned int, old - v)
KX_CPU_ATOMIC(atomicInc, unsigned int, old >= v ? 0 : old + 1)
KX_CPU_ATOMIC(atomicDec, unsigned int, old == 0 || old > v ? v : old - 1)
#undef KX_CPU_ATOMICS_INT
#undef KX_CPU_ATOMIC
template <class T> T atomicCAS(T *a, T expected, T desired) {
  T old = *a;
  if (old == expected)
    *a = desired;
  return old;
}
inline float atomicMin(float *a, float v) { float o = *a; *a = fminf(o, v); return o; }
inline float atomicMax(float *a, float v) { float o = *a; *a = fmaxf(o, v); return o; }
inline float2 atomicAdd(float2 *a, float2 v) {
  float2 o = *a;
  *a = float2{o.x + v.x, o.y + v.y};
  return o;
}
inline float4 atomicAdd(float4 *a, float4 v) {
  float4 o = *a;
  *a = float4{o.x + v.x, o.y + v.y, o.z + v.z, o.w + v.w};
  return o;
}

// Integer intrinsics.
inline int __popc(unsigned x) { return __builtin_popcount(x); }
inline int __popcll(unsigned long long x) { return __builtin_popcountll(x); }
inline int __clz(int x) { return x ? __builtin_clz(unsigned(x)) : 32; }
inline int __clzll(long long x) {
  return x ? __builtin_clzll((unsigned long long)x) : 64;
}
inline int __ffs(int x) { return __builtin_ffs(x); }
inline int __ffsll(long long x) { return __builtin_ffsll(x); }
inline unsigned __brev(unsigned x) {
  unsigned r = 0;
  for (int i = 0; i < 32; ++i, x >>= 1)
    r = (r << 1) | (x & 1);
  return r;
}
inline unsigned long long __brevll(unsigned long long x) {
  return (unsigned long long)__brev(unsigned(x)) << 32 | __brev(unsigned(x >> 32));
}
inline unsigned __byte_perm(unsigned x, unsigned y, unsigned s) {
  unsigned long long v = (unsigned long long)y << 32 | x;
  unsigned r = 0;
  for (int i = 0; i < 4; ++i)
    r |= unsigned((v >> (8 * ((s >> (4 * i)) & 7))) & 0xff) << (8 * i);
  return r;
}
inline int __mul24(int a, int b) {
  return int((long long)(a << 8 >> 8) * (b << 8 >> 8));
}
inline unsigned __umul24(unsigned a, unsigned b) {
  return (a & 0xffffff) * (b & 0xffffff);
}
inline int __mulhi(int a, int b) { return int((long long)a * b >> 32); }
inline unsigned __umulhi(unsigned a, unsigned b) {
  return unsigned((unsigned long long)a * b >> 32);
}
inline long long __mul64hi(long long a, long long b) {
  return (long long)((__int128)a * b >> 64);
}
inline unsigned long long __umul64hi(unsigned long long a,
                                     unsigned long long b) {
  return (unsigned long long)((unsigned __int128)a * b >> 64);
}
inline int __hadd(int a, int b) { return int(((long long)a + b) >> 1); }
inline int __rhadd(int a, int b) { return int(((long long)a + b + 1) >> 1); }
inline unsigned __uhadd(unsigned a, unsigned b) {
  return unsigned(((unsigned long long)a + b) >> 1);
}
inline unsigned __urhadd(unsigned a, unsigned b) {
  return unsigned(((unsigned long long)a + b + 1) >> 1);
}
inline unsigned __sad(int a, int b, unsigned c) {
  return c + unsigned(a > b ? (long long)a - b : (long long)b - a);
}
inline unsigned __usad(unsigned a, unsigned b, unsigned c) {
  return c + (a > b ? a - b : b - a);
}

// Dot products of packed bytes (halves) with a 32-bit accumulator.
inline int __dp4a(int a, int b, int c) {
  for (int i = 0; i < 32; i += 8)
    c += int((signed char)(a >> i)) * int((signed char)(b >> i));
  return c;
}
inline unsigned __dp4a(unsigned a, unsigned b, unsigned c) {
  for (int i = 0; i < 32; i += 8)
    c += ((a >> i) & 0xff) * ((b >> i) & 0xff);
  return c;
}

// min and max of CUDA's math API: the usual arithmetic conversions, as its
// mixed overloads.
#define KX_CPU_MINMAX(T)                                                       \
  inline T min(T a, T b) { return b < a ? b : a; }                             \
  inline T max(T a, T b) { return a < b ? b : a; }
KX_CPU_MINMAX(int)
KX_CPU_MINMAX(unsigned int)
KX_CPU_MINMAX(long)
KX_CPU_MINMAX(unsigned long)
KX_CPU_MINMAX(long long)
KX_CPU_MINMAX(unsigned long long)
#undef KX_CPU_MINMAX
inline float min(float a, float b) { return fminf(a, b); }
inline float max(float a, float b) { return fmaxf(a, b); }
inline double min(double a, double b) { return fmin(a, b); }
inline double max(double a, double b) { return fmax(a, b); }
template <class A, class B,
          class = typename std::enable_if<std::is_arithmetic<A>::value &&
                                          std::is_arithmetic<B>::value>::type>
typename std::common_type<A, B>::type min(A a, B b) {
  using C = typename std::common_type<A, B>::type;
  return ::min(C(a), C(b));
}
template <class A, class B,
          class = typename std::enable_if<std::is_arithmetic<A>::value &&
                                          std::is_arithmetic<B>::value>::type>
typename std::common_type<A, B>::type max(A a, B b) {
  using C = typename std::common_type<A, B>::type;
  return ::max(C(a), C(b));
}
inline unsigned umin(unsigned a, unsigned b) { return ::min(a, b); }
inline unsigned umax(unsigned a, unsigned b) { return ::max(a, b); }
inline long long llmin(long long a, long long b) { return ::min(a, b); }
inline long long llmax(long long a, long long b) { return ::max(a, b); }
inline unsigned long long ullmin(unsigned long long a, unsigned long long b) {
  return ::min(a, b);
}
inline unsigned long long ullmax(unsigned long long a, unsigned long long b) {
  return ::max(a, b);
}

#include "kx_cpu/math.h"

// Loads and stores with cache hints, clocks.
template <class T> T __ldg(const T *p) { return *p; }
template <class T> T __ldcg(const T *p) { return *p; }
template <class T> T __ldca(const T *p) { return *p; }
template <class T> T __ldcs(const T *p) { return *p; }
template <class T> T __ldlu(const T *p) { return *p; }
template <class T> T __ldcv(const T *p) { return *p; }
#ifndef KX_CPU_HIP // HIP lacks them: a HIP unit defines them itself.
template <class T> void __stcg(T *p, T v) { *p = v; }
template <class T> void __stcs(T *p, T v) { *p = v; }
template <class T> void __stwb(T *p, T v) { *p = v; }
template <class T> void __stwt(T *p, T v) { *p = v; }
#endif
inline long long clock64() {
  return std::chrono::steady_clock::now().time_since_epoch().count();
}
inline void __nanosleep(unsigned) {}
[[noreturn]] inline void __trap() { kx_cpu::fail("__trap() in device code"); }
inline void __brkpt() { __trap(); }

#endif
