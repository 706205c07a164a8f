//===- UnitCheck.h - A unit compiled in process, its errors read -*- C++ -*-=//
//
// The check behind repair: the unit's text parsed by the linked clang, and
// each error read for the name it says is missing, as the diagnostic's
// arguments give it (not its text, which changes between versions).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_REPAIR_UNITCHECK_H
#define KERNEL_EXTRACT_LIB_REPAIR_UNITCHECK_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

/// A name an error says the unit lacks.
struct MissingName {
  /// `Half`, `PackedTensorAccessor32`, `THREADS`.
  std::string Name;
  /// Where the unit looked for it: `at` of `at::Half`, `fw::Accessor` for a
  /// member; empty when it was looked up unqualified.
  std::string Scope;
  /// The error, as one line.
  std::string Error;
};

struct UnitCheckResult {
  bool Compiled = false;
  /// "unit.cu:12:3: message" of the first error.
  std::string FirstError;
  std::vector<MissingName> Missing;
};

/// Parses \p Text as the file \p FileName with \p Args (a clang command
/// line less its file) in process: syntax and semantics, no code. With
/// \p Precompiled, what the command line includes first is read from it.
UnitCheckResult checkUnitText(llvm::StringRef Text, llvm::StringRef FileName,
                              llvm::ArrayRef<std::string> Args,
                              llvm::StringRef Precompiled = "");

} // namespace kx

#endif
