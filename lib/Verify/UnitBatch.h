//===- UnitBatch.h - Units compiled together, each in its own scope -*- C++ -*-===//
//
// Most of a compile check's time is the compiler's start and its parse of
// the CUDA (HIP) headers, the same for every unit. Units that include the
// same headers are compiled as one file: the headers once, then each
// unit's own code in a namespace of its own, its macros undefined after
// it. A batch that compiles proves each of its units compiles alone; one
// that does not is checked unit by unit (Verify.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_VERIFY_UNITBATCH_H
#define KERNEL_EXTRACT_VERIFY_UNITBATCH_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// A unit as a batch member: its leading #include lines (the comments and
/// blank lines among them dropped), the code after them, and the macros
/// that code defines.
struct BatchMember {
  std::string Includes;
  llvm::StringRef Code;
  std::vector<std::string> Macros;
};

/// \p Unit split for a batch, or none when it cannot join one: an #include
/// after its code starts (its meaning would depend on what precedes it) or
/// anything else the batch could change.
std::optional<BatchMember> asBatchMember(llvm::StringRef Unit);

/// One file compiling \p Members, which share their Includes.
std::string composeBatch(llvm::ArrayRef<BatchMember> Members);

} // namespace kx

#endif
