// kernel-extract CPU runtime: CUDA's vector types, dim3 and make_<type>,
// with the alignments the CUDA programming guide lists, so that a struct of
// them has the device's layout.
#ifndef KX_CPU_VECTOR_TYPES_H
#define KX_CPU_VECTOR_TYPES_H

#define KX_CPU_VECTOR1(T, N, A)                                                \
  struct alignas(A) N##1 { T x; };                                             \
  inline N##1 make_##N##1(T x) { return N##1{x}; }
#define KX_CPU_VECTOR2(T, N, A)                                                \
  struct alignas(A) N##2 { T x, y; };                                          \
  inline N##2 make_##N##2(T x, T y) { return N##2{x, y}; }
#define KX_CPU_VECTOR3(T, N, A)                                                \
  struct N##3 { T x, y, z; };                                                  \
  inline N##3 make_##N##3(T x, T y, T z) { return N##3{x, y, z}; }
#define KX_CPU_VECTOR4(T, N, A)                                                \
  struct alignas(A) N##4 { T x, y, z, w; };                                    \
  inline N##4 make_##N##4(T x, T y, T z, T w) { return N##4{x, y, z, w}; }
#define KX_CPU_VECTORS(T, N, A1, A2, A4)                                       \
  KX_CPU_VECTOR1(T, N, A1)                                                     \
  KX_CPU_VECTOR2(T, N, A2) KX_CPU_VECTOR3(T, N, A1) KX_CPU_VECTOR4(T, N, A4)

KX_CPU_VECTORS(signed char, char, 1, 2, 4)
KX_CPU_VECTORS(unsigned char, uchar, 1, 2, 4)
KX_CPU_VECTORS(short, short, 2, 4, 8)
KX_CPU_VECTORS(unsigned short, ushort, 2, 4, 8)
KX_CPU_VECTORS(int, int, 4, 8, 16)
KX_CPU_VECTORS(unsigned int, uint, 4, 8, 16)
KX_CPU_VECTORS(long, long, sizeof(long), 2 * sizeof(long), 16)
KX_CPU_VECTORS(unsigned long, ulong, sizeof(long), 2 * sizeof(long), 16)
KX_CPU_VECTORS(long long, longlong, 8, 16, 16)
KX_CPU_VECTORS(unsigned long long, ulonglong, 8, 16, 16)
KX_CPU_VECTORS(float, float, 4, 8, 16)
KX_CPU_VECTORS(double, double, 8, 16, 16)

#ifdef KX_CPU_HIP
// HIP's vector types define their arithmetic, componentwise, with vectors
// and scalars alike: a HIP unit leaves a project's own definitions out
// (lib/Hip/VectorOperators.cpp), so the runtime defines them.
#include <type_traits>

namespace kx_cpu {
template <class V> struct hip_vector {};
#define KX_CPU_HIP_VECTOR(T, N, Size)                                          \
  template <> struct hip_vector<N##Size> {                                     \
    using element = T;                                                         \
    static constexpr int size = Size;                                          \
  };
#define KX_CPU_HIP_VECTORS(T, N)                                               \
  KX_CPU_HIP_VECTOR(T, N, 1) KX_CPU_HIP_VECTOR(T, N, 2)                        \
  KX_CPU_HIP_VECTOR(T, N, 3) KX_CPU_HIP_VECTOR(T, N, 4)
KX_CPU_HIP_VECTORS(signed char, char)
KX_CPU_HIP_VECTORS(unsigned char, uchar)
KX_CPU_HIP_VECTORS(short, short)
KX_CPU_HIP_VECTORS(unsigned short, ushort)
KX_CPU_HIP_VECTORS(int, int)
KX_CPU_HIP_VECTORS(unsigned int, uint)
KX_CPU_HIP_VECTORS(long, long)
KX_CPU_HIP_VECTORS(unsigned long, ulong)
KX_CPU_HIP_VECTORS(long long, longlong)
KX_CPU_HIP_VECTORS(unsigned long long, ulonglong)
KX_CPU_HIP_VECTORS(float, float)
KX_CPU_HIP_VECTORS(double, double)
#undef KX_CPU_HIP_VECTORS
#undef KX_CPU_HIP_VECTOR

template <class V> using element_of = typename hip_vector<V>::element;

template <class V> element_of<V> &component(V &v, int i) {
  constexpr int size = hip_vector<V>::size;
  if constexpr (size == 1)
    return v.x;
  else if constexpr (size == 2)
    return i == 0 ? v.x : v.y;
  else if constexpr (size == 3)
    return i == 0 ? v.x : i == 1 ? v.y : v.z;
  else
    return i == 0 ? v.x : i == 1 ? v.y : i == 2 ? v.z : v.w;
}

// Applies f to each component of v and, where given, of the other's.
template <class V, class F> V componentwise(V v, F f) {
  for (int i = 0; i < hip_vector<V>::size; ++i)
    component(v, i) = static_cast<element_of<V>>(f(component(v, i), i));
  return v;
}
} // namespace kx_cpu

// The scalar's type is the vector's element (a non-deduced context): an
// int converts as HIP's does.
#define KX_CPU_HIP_OPERATOR(OP, Integral)                                      \
  template <class V, class E = kx_cpu::element_of<V>,                          \
            std::enable_if_t<!Integral || std::is_integral_v<E>, int> = 0>     \
  V operator OP(V a, V b) {                                                    \
    return kx_cpu::componentwise(                                              \
        a, [&](E x, int i) { return x OP kx_cpu::component(b, i); });          \
  }                                                                            \
  template <class V, class E = kx_cpu::element_of<V>,                          \
            std::enable_if_t<!Integral || std::is_integral_v<E>, int> = 0>     \
  V operator OP(V a, kx_cpu::element_of<V> s) {                                \
    return kx_cpu::componentwise(a, [&](E x, int) { return x OP s; });         \
  }                                                                            \
  template <class V, class E = kx_cpu::element_of<V>,                          \
            std::enable_if_t<!Integral || std::is_integral_v<E>, int> = 0>     \
  V operator OP(kx_cpu::element_of<V> s, V b) {                                \
    return kx_cpu::componentwise(b, [&](E x, int) { return s OP x; });         \
  }                                                                            \
  template <class V, class E = kx_cpu::element_of<V>,                          \
            std::enable_if_t<!Integral || std::is_integral_v<E>, int> = 0>     \
  V &operator OP##=(V &a, V b) {                                               \
    return a = a OP b;                                                         \
  }                                                                            \
  template <class V, class E = kx_cpu::element_of<V>,                          \
            std::enable_if_t<!Integral || std::is_integral_v<E>, int> = 0>     \
  V &operator OP##=(V &a, kx_cpu::element_of<V> s) {                           \
    return a = a OP s;                                                         \
  }
KX_CPU_HIP_OPERATOR(+, false)
KX_CPU_HIP_OPERATOR(-, false)
KX_CPU_HIP_OPERATOR(*, false)
KX_CPU_HIP_OPERATOR(/, false)
KX_CPU_HIP_OPERATOR(%, true)
KX_CPU_HIP_OPERATOR(&, true)
KX_CPU_HIP_OPERATOR(|, true)
KX_CPU_HIP_OPERATOR(^, true)
KX_CPU_HIP_OPERATOR(<<, true)
KX_CPU_HIP_OPERATOR(>>, true)
#undef KX_CPU_HIP_OPERATOR

template <class V, class E = kx_cpu::element_of<V>> V operator-(V a) {
  return kx_cpu::componentwise(a, [](E x, int) { return -x; });
}
template <class V, class E = kx_cpu::element_of<V>,
          std::enable_if_t<std::is_integral_v<E>, int> = 0>
V operator~(V a) {
  return kx_cpu::componentwise(a, [](E x, int) { return ~x; });
}
#endif

#undef KX_CPU_VECTORS
#undef KX_CPU_VECTOR1
#undef KX_CPU_VECTOR2
#undef KX_CPU_VECTOR3
#undef KX_CPU_VECTOR4

struct dim3 {
  unsigned int x, y, z;
  constexpr dim3(unsigned int vx = 1, unsigned int vy = 1, unsigned int vz = 1)
      : x(vx), y(vy), z(vz) {}
  constexpr dim3(uint3 v) : x(v.x), y(v.y), z(v.z) {}
  constexpr operator uint3() const { return uint3{x, y, z}; }
};

#endif
