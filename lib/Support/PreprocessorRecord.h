//===- PreprocessorRecord.h - What the preprocessor did in a TU -*- C++ -*-===//
//
// The AST forgets macros and conditional compilation; a self-contained unit
// needs both: the macros its code expands, the branches the TU took, and the
// #include lines that brought in system headers.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_PREPROCESSORRECORD_H
#define KERNEL_EXTRACT_PREPROCESSORRECORD_H

#include "clang/Basic/SourceLocation.h"
#include "clang/Lex/PPCallbacks.h"
#include "llvm/ADT/DenseMap.h"
#include <string>
#include <vector>

namespace clang {
class MacroInfo;
class Preprocessor;
} // namespace clang

namespace kx {

/// Text nvcc ignores and clang rejects.
struct IgnoredText {
  enum class Kind {
    RestrictOnValue,          ///< `T __restrict__ x` with T not a pointer.
    DefaultArgumentOutOfLine, ///< `= 0` on a template member's definition.
    /// `__shared__` on a variable whose constructor runs code
    /// (`cuda::barrier`): nvcc skips the construction, clang rejects it.
    SharedWithConstructor
  };
  clang::CharSourceRange Range;
  Kind What = Kind::RestrictOnValue;
};

class PreprocessorRecord {
public:
  /// Starts recording \p PP (call before the main file is entered).
  void attach(clang::Preprocessor &PP);

  struct Expansion {
    clang::SourceLocation Loc; ///< The macro name at its use.
    const clang::MacroInfo *Macro;
    std::string Name;
  };
  /// Every macro expansion written in a file (not inside another macro),
  /// in order.
  std::vector<Expansion> Expansions;

  /// One #if/#ifdef ... #endif group written in a file.
  struct Conditional {
    /// Each directive of the group: #if, #elif..., #else, #endif.
    std::vector<clang::SourceLocation> Directives;
    /// Whether a condition names a compiler-defined macro (`__CUDA_ARCH__`,
    /// `__CUDACC__`, anything starting with `__`): such a group is kept as
    /// written, since its answer differs between the host and device
    /// passes of a compile.
    bool TestsCompiler = false;
    /// Whether a condition tells the device pass from the host pass
    /// (`__CUDA_ARCH__`, `__HIP_DEVICE_COMPILE__`): the parse saw the
    /// device branch.
    bool TestsDevicePass = false;
  };
  std::vector<Conditional> Conditionals;
  /// Ranges the preprocessor skipped (a false branch).
  std::vector<clang::SourceRange> Skipped;

  struct Inclusion {
    clang::SourceLocation HashLoc;
    std::string Spelled; ///< `<cuda_fp16.h>` or `"helper.cuh"`.
  };
  /// How each included file was first named: FileID of the included file
  /// → the directive.
  llvm::DenseMap<clang::FileID, Inclusion> Inclusions;

  /// Where the TU included a header that a precompiled preamble brought
  /// (Pipeline/Preamble.h): the source manager names the preamble's own
  /// #include.
  llvm::DenseMap<clang::FileID, clang::SourceLocation> IncludedFrom;
  /// Where \p File was included, as the TU wrote it.
  clang::SourceLocation includeLoc(clang::FileID File,
                                   const clang::SourceManager &SM) const;

  /// Text nvcc ignores and clang rejects, which the parse read as blanks
  /// (Pipeline/IgnoredSpellings.h): a HIP unit, compiled by clang, drops it.
  std::vector<IgnoredText> Ignored;

  clang::Preprocessor *PP = nullptr;
};

} // namespace kx

#endif
