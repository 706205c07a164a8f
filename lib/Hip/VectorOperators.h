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

#include "clang/Basic/SourceLocation.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Decl;
} // namespace clang

namespace kx {

/// When \p D is a non-member operator on a CUDA vector type (and arithmetic
/// scalars) that HIP's vector types already define, the name of that vector
/// type (`float4`).
std::optional<std::string> vectorTypeOfHipOperator(const clang::Decl &D);

class SourceFacts;

/// A project operator that a HIP unit leaves out, and where its text is.
struct HipProvidedOperator {
  std::string Name;       ///< `operator+`
  std::string VectorType; ///< `float4`
  clang::FileID File;
  unsigned Begin, End;
  std::string Declared; ///< Its first line, up to the body.
};

/// The declarations among \p Decls that HIP's vector types provide, each
/// written whole in one file.
std::vector<HipProvidedOperator>
hipProvidedOperators(const std::vector<const clang::Decl *> &Decls,
                     SourceFacts &Facts);

} // namespace kx

#endif
