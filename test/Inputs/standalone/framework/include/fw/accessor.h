// A framework's tensor accessor: device indexing next to host-only members
// that need the framework's runtime.
#pragma once
#include "fw/macros.h"
#include <cstdint>
#include <cuda/std/utility>

namespace fw {

// Host-only: a view the framework builds on the host.
class SizesView {
public:
  SizesView(const int64_t *Data, int64_t Length);
  int64_t size() const;
};

template <typename T> struct DefaultPtrTraits {
  typedef T *PtrType;
};

template <typename T> struct RestrictPtrTraits {
  typedef T *__restrict__ PtrType;
};

template <typename T, int N,
          template <typename U> class PtrTraits = DefaultPtrTraits,
          typename index_t = int64_t>
class Accessor {
public:
  typedef typename PtrTraits<T>::PtrType PtrType;
  FW_HOST_DEVICE Accessor(PtrType Data, const index_t *Sizes,
                          const index_t *Strides)
      : Data(Data), Sizes(Sizes), Strides(Strides) {}
  FW_HOST SizesView sizes() const { return SizesView(Sizes, N); }
  FW_HOST_DEVICE index_t size(index_t I) const { return Sizes[I]; }
  FW_HOST_DEVICE Accessor<T, N - 1, PtrTraits, index_t>
  operator[](index_t I) const {
    return Accessor<T, N - 1, PtrTraits, index_t>(Data + Strides[0] * I,
                                                  Sizes + 1, Strides + 1);
  }

protected:
  PtrType Data;
  const index_t *Sizes;
  const index_t *Strides;
};

template <typename T, template <typename U> class PtrTraits, typename index_t>
class Accessor<T, 1, PtrTraits, index_t> {
public:
  typedef typename PtrTraits<T>::PtrType PtrType;
  FW_HOST_DEVICE Accessor(PtrType Data, const index_t *Sizes,
                          const index_t *Strides)
      : Data(Data), Sizes(Sizes), Strides(Strides) {}
  FW_HOST SizesView sizes() const { return SizesView(Sizes, 1); }
  FW_HOST_DEVICE index_t size(index_t I) const { return Sizes[I]; }
  FW_HOST_DEVICE T &operator[](index_t I) const { return Data[Strides[0] * I]; }

protected:
  PtrType Data;
  const index_t *Sizes;
  const index_t *Strides;
};

template <typename T> __host__ __device__ void swap_values(T &A, T &B) {
  cuda::std::swap(A, B);
}

template <typename T> struct AccumulateType {};
template <> struct AccumulateType<float> { using type = float; };
template <> struct AccumulateType<double> { using type = double; };
template <typename T> using acc_type = typename AccumulateType<T>::type;

} // namespace fw
