// Helpers shared by the project's kernels.
#pragma once

namespace proj {
namespace detail {

// A template helper: only its uses are instantiated.
template <typename T>
__device__ T clamp_to(T value, T low, T high) {
  return value < low ? low : (value > high ? high : value);
}

} // namespace detail

__device__ inline float square(float x) { return x * x; }

// Not used by any kernel: never copied.
__device__ inline float cube(float x) { return x * x * x; }

} // namespace proj
