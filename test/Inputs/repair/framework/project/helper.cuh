// The extension's helper header: framework names brought in with
// using-declarations, and accumulate types written by a macro whose body
// specialises a template for the framework's half.
#pragma once
#include <fxlib/half.h>

using fxa::Half;

#define DECLARE_ACCUMULATE_TYPES                                               \
  template <typename T> struct AccumulateType {                                 \
    using type = T;                                                            \
  };                                                                           \
  template <> struct AccumulateType<fxa::Half> {                               \
    using type = float;                                                        \
  };

DECLARE_ACCUMULATE_TYPES
