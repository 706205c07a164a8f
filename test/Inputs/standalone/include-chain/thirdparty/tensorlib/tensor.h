// A third-party library header (ATen-like) that brings in CUDA's half type.
#pragma once
#include <cuda_fp16.h>
#include <cfloat>

namespace tensorlib {
struct Tensor {
  void *data;
  long numel;
};
} // namespace tensorlib
