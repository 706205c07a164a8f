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
