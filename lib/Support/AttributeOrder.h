//===- AttributeOrder.h - Attributes after CUDA's keywords ------*- C++ -*-===//
//
// nvcc takes a C++11 attribute-specifier after CUDA's keywords:
// `__shared__ alignas(16) float tile[256];`, `__device__ __host__
// [[nodiscard]] inline bool f();`. The keywords are GNU attributes to
// clang, after which an attribute-specifier "cannot appear here", and the
// TU stops. The parse reads such specifiers as blanks (the same length:
// every offset, line and column stays, Pipeline/NvccSpellings.h; what they
// say, an alignment or a warning, is not what the dataset needs from
// Sema); a HIP unit, which clang compiles, writes them before the keywords.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_SUPPORT_ATTRIBUTEORDER_H
#define KERNEL_EXTRACT_LIB_SUPPORT_ATTRIBUTEORDER_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace kx {

/// \p Text with each run of CUDA keywords followed by attribute-specifiers
/// (`alignas(...)`, `[[...]]`) written with the specifiers first, or
/// nothing when it has none. Comments and literals are left alone.
std::optional<std::string> attributesFirst(llvm::StringRef Text);

/// \p Text with those specifiers blanked (new lines kept), or nothing.
std::optional<std::string> withoutLateAttributes(llvm::StringRef Text);

} // namespace kx

#endif
