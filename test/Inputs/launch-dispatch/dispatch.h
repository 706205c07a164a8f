// A stand-in for ATen's AT_DISPATCH_FLOATING_TYPES_AND_HALF: calls the
// lambda with scalar_t bound to the element type the tag names.
#pragma once
#include <cuda_fp16.h>

#define DISPATCH_FLOATING_TYPES_AND_HALF(TYPE, NAME, ...) \
  switch (TYPE) {                                         \
  case 0: {                                               \
    using scalar_t = float;                               \
    __VA_ARGS__();                                        \
    break;                                                \
  }                                                       \
  case 1: {                                               \
    using scalar_t = double;                              \
    __VA_ARGS__();                                        \
    break;                                                \
  }                                                       \
  case 2: {                                               \
    using scalar_t = __half;                              \
    __VA_ARGS__();                                        \
    break;                                                \
  }                                                       \
  }
