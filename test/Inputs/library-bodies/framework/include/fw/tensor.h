// A framework header outside the project: host code no kernel can reach,
// device helpers the kernels use, and host code the launches read.
#pragma once
#include <cstdio>
#include <cstdlib>

namespace fw {

// Host-only: a kernel cannot call it, no unit copies it.
inline void check(bool ok, const char *what) {
  if (!ok) {
    std::fprintf(stderr, "fw: %s\n", what);
    std::abort();
  }
}

struct Tensor {
  void *data = nullptr;
  long numel = 0;
  // A host-only template the project's host code instantiates: its
  // instantiation has no body to read when the pattern's was skipped.
  template <typename T> T *data_ptr() {
    check(data != nullptr, "undefined tensor");
    return static_cast<T *>(data);
  }
  long size() const { return numel; }
};

// constexpr and deduced return types stay parsed: the launches fold them.
constexpr int threads_for(int n) { return n < 128 ? 128 : 256; }
inline auto blocks_for(long n) { return static_cast<int>((n + 255) / 256); }

// Device code is never skipped: the kernels instantiate it, units copy it.
template <typename T> __host__ __device__ inline T clamp01(T v) {
  return v < T(0) ? T(0) : (v > T(1) ? T(1) : v);
}

// A class a unit copies: its host members, which the unit leaves out,
// end where their skipped bodies end (initializers and handlers included).
class Accessor {
public:
  Accessor(float *data, long n) : data_(data), n_{n} {
    check(data != nullptr, "no data");
  }
  void reset() try {
    data_ = nullptr;
    n_ = 0;
  } catch (...) {
    std::abort();
  }
  long host_size() const { return n_; }
  __host__ __device__ long size() const { return n_; }
  __host__ __device__ float &operator[](long i) const { return data_[i]; }

private:
  float *data_;
  long n_;
};

} // namespace fw
