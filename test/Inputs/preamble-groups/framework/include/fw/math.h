#ifndef FW_MATH_H
#define FW_MATH_H

namespace fw {
template <typename T> __host__ __device__ inline T twice(T v) { return v + v; }
} // namespace fw

#endif
