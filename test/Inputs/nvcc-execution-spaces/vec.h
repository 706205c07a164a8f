// A small vector library in the style of renderers that mark declarations
// only: the definitions below the class carry no execution space, and
// nvcc gives them their declaration's.
#pragma once

#define VEC_FUNC __host__ __device__

template <class T> struct Vec2 {
  T x, y;
  VEC_FUNC T dot(const Vec2 &o) const;
  VEC_FUNC Vec2 scaled(T s) const;
  __device__ T lengthSquared() const;
};

template <class T> T Vec2<T>::dot(const Vec2 &o) const {
  return x * o.x + y * o.y;
}

template <class T> Vec2<T> Vec2<T>::scaled(T s) const {
  return Vec2{x * s, y * s};
}

// Declared __device__, defined with nothing: nvcc makes it
// __host__ __device__ (its warning 20037).
template <class T> T Vec2<T>::lengthSquared() const { return dot(*this); }

VEC_FUNC float clampUnit(float v);

float clampUnit(float v) { return v < 0.f ? 0.f : (v > 1.f ? 1.f : v); }
