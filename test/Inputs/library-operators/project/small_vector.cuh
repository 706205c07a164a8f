// Fixed-capacity containers for device code, as sparse-convolution helpers
// write them; the file also serves host code that uses the framework.
#pragma once
#include <tlib/tensor.h>

using namespace tlib;

[[noreturn]] __device__ inline void fail_capacity() { __trap(); }

template <typename T, int Capacity = 4>
struct SmallVector {
  __device__ void push_back(T V) {
    if (Size >= Capacity)
      fail_capacity();
    Data[Size++] = V;
  }
  // Dependent: the framework's operator<= is a candidate here.
  __device__ bool fits(T Limit) const { return Data[0] <= Limit; }
  T Data[Capacity];
  int Size = 0;
};

// A plain class with a member template: its pattern is dependent too.
struct Range {
  template <typename T>
  __device__ Range(T Begin, T End) : Lo(int(Begin)), Hi(int(End)) {
    if (!(Begin <= End))
      fail_capacity();
  }
  int Lo, Hi;
};
