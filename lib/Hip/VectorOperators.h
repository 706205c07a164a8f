//===- VectorOperators.h - Project operators HIP already has ----*- C++ -*-===//
//
// CUDA's vector types are plain structs, so projects define their arithmetic
// (helper_math.h's `float4 operator+(float4, float4)`). HIP's vector types
// define those operators themselves: a project's copy makes every use
// ambiguous. The HIP unit leaves such definitions out.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_VECTOROPERATORS_H
#define KERNEL_EXTRACT_LIB_HIP_VECTOROPERATORS_H

#include <optional>
#include <string>

namespace clang {
class Decl;
} // namespace clang

namespace kx {

/// When \p D is a non-member operator on a CUDA vector type (and arithmetic
/// scalars) that HIP's vector types already define, the name of that vector
/// type (`float4`).
std::optional<std::string> vectorTypeOfHipOperator(const clang::Decl &D);

} // namespace kx

#endif
