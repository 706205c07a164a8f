//===- IgnoredRestrict.h - nvcc's reading of restrict on a value -*- C++ -*-=//
//
// nvcc ignores `__restrict__` on a type that is not a pointer or reference
// (`T __restrict__ data_[N]` with T = float, a class template's member);
// clang rejects it, and every use of the class fails after it. A TU that
// fails so is parsed again with that qualifier (or the macro that spells
// it) read as blanks, the same length: the parse only, the dataset keeps
// the project's text.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_IGNOREDRESTRICT_H
#define KERNEL_EXTRACT_LIB_PIPELINE_IGNOREDRESTRICT_H

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

/// A token of a file: its real path, offset and length.
struct TokenSite {
  std::string File;
  unsigned Offset = 0, Length = 0;

  friend bool operator<(const TokenSite &A, const TokenSite &B) {
    return std::tie(A.File, A.Offset) < std::tie(B.File, B.Offset);
  }
  friend bool operator==(const TokenSite &A, const TokenSite &B) {
    return A.File == B.File && A.Offset == B.Offset;
  }
};

/// For clang's "restrict requires a pointer or reference" at \p At (a file
/// location in \p RealPath): the qualifier it rejected, where the file
/// writes it. The diagnostic points at the qualifier, or (in a template's
/// instantiation) at the declaration it is in; the qualifier is then the
/// declaration's first `__restrict__`, `__restrict`, or macro whose whole
/// definition is one of them.
std::optional<TokenSite> rejectedRestrict(clang::SourceLocation At,
                                          llvm::StringRef RealPath,
                                          const clang::SourceManager &SM,
                                          const clang::LangOptions &LangOpts,
                                          const clang::Preprocessor &PP);

/// Records \p Sites, read as blanks, in \p Record: each as a qualifier a
/// HIP unit drops, and each macro use among them (the parse expanded
/// nothing there) as an expansion of the macro, so that a unit copying the
/// declaration copies the macro's definition too.
void recordIgnoredRestrict(llvm::ArrayRef<TokenSite> Sites,
                            clang::Preprocessor &PP,
                            PreprocessorRecord &Record);

/// \p Text with the tokens of \p Sites that are in \p File (a real path)
/// written as blanks; none when there are none.
std::optional<std::string> withoutTokens(llvm::StringRef File,
                                         llvm::StringRef Text,
                                         llvm::ArrayRef<TokenSite> Sites);

} // namespace kx

#endif
