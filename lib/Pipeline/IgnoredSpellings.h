//===- IgnoredSpellings.h - What nvcc ignores and clang rejects -*- C++ -*-===//
//
// nvcc ignores `__restrict__` on a type that is not a pointer or reference
// (`T __restrict__ data_[N]` with T = float, a class template's member),
// a default argument added by the out-of-line definition of a class
// template's member (`double Map<K, V>::load(int flag = 0) {...}`: it
// drops it), and the construction of a `__shared__` variable whose
// constructor runs code (`__shared__ cuda::barrier<...> bar;`, initialised
// by the kernel with `init(&bar, n)`: a warning). clang rejects all three:
// the first at every instantiation, and every use of the class fails after
// it. A TU that fails so is parsed again with those spellings (or the macro
// use that spells the qualifier) read as blanks, the same length: the
// parse only, the dataset keeps the project's text. (The shared variable
// is read as a local one: what Sema checks of the kernel is the same.)
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_IGNOREDSPELLINGS_H
#define KERNEL_EXTRACT_LIB_PIPELINE_IGNOREDSPELLINGS_H

#include "Support/PreprocessorRecord.h"
#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <tuple>

namespace clang {
class LangOptions;
class Preprocessor;
class SourceManager;
} // namespace clang

namespace kx {

/// Text of a file nvcc ignores: its real path, offset and length.
struct IgnoredSpelling {
  std::string File;
  unsigned Offset = 0, Length = 0;
  IgnoredText::Kind Kind = IgnoredText::Kind::RestrictOnValue;

  friend bool operator<(const IgnoredSpelling &A, const IgnoredSpelling &B) {
    return std::tie(A.File, A.Offset) < std::tie(B.File, B.Offset);
  }
  friend bool operator==(const IgnoredSpelling &A, const IgnoredSpelling &B) {
    return A.File == B.File && A.Offset == B.Offset;
  }
};

/// For clang's "restrict requires a pointer or reference" at \p At (a file
/// location in \p RealPath): the qualifier it rejected, where the file
/// writes it. The diagnostic points at the qualifier, or (in a template's
/// instantiation) at the declaration it is in; the qualifier is then the
/// declaration's first `__restrict__`, `__restrict`, or macro whose whole
/// definition is one of them.
std::optional<IgnoredSpelling>
rejectedRestrict(clang::SourceLocation At, llvm::StringRef RealPath,
                 const clang::SourceManager &SM,
                 const clang::LangOptions &LangOpts,
                 const clang::Preprocessor &PP);

/// For clang's "default arguments cannot be added to an out-of-line
/// definition of a member of a class template" at \p At (the parameter, a
/// file location in \p RealPath): the default argument, from the end of
/// the token before its `=` to the end of its expression, whose last token
/// is at \p Last when that is in the same file (else the parameter ends
/// at the first `,` or `)` outside brackets).
/// For clang's "initialization is not supported for __shared__
/// variables" at \p At (the variable's name, a file location in \p
/// RealPath): the `__shared__` its declaration writes before the name, when
/// written so and the variable has no written initializer (nvcc rejects
/// `__shared__ int x = 5;` too).
std::optional<IgnoredSpelling>
rejectedSharedConstruction(clang::SourceLocation At, llvm::StringRef RealPath,
                           const clang::SourceManager &SM);

std::optional<IgnoredSpelling>
rejectedDefaultArgument(clang::SourceLocation At, clang::SourceLocation Last,
                        llvm::StringRef RealPath,
                        const clang::SourceManager &SM,
                        const clang::LangOptions &LangOpts);

/// Records \p Sites, read as blanks, in \p Record: each as text a HIP unit
/// drops, and each macro use among them (the parse expanded nothing
/// there) as an expansion of the macro, so that a unit copying the
/// declaration copies the macro's definition too.
void recordIgnoredSpellings(llvm::ArrayRef<IgnoredSpelling> Sites,
                            clang::Preprocessor &PP,
                            PreprocessorRecord &Record);

/// \p Text with the text of \p Sites that are in \p File (a real path)
/// written as blanks; none when there are none.
std::optional<std::string> withoutSpellings(
    llvm::StringRef File, llvm::StringRef Text,
    llvm::ArrayRef<IgnoredSpelling> Sites);

} // namespace kx

#endif
