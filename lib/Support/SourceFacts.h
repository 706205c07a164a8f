//===- SourceFacts.h - Paths and text of AST source ranges ------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_SOURCEFACTS_H
#define KERNEL_EXTRACT_SOURCEFACTS_H

#include "clang/AST/ASTContext.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>
#include <string>

namespace kx {

/// Which files are the project's: under Root, and not system headers (the
/// CUDA SDK, the C++ library, clang's own headers).
struct ProjectScope {
  std::string Root; ///< Absolute, symlinks resolved, no trailing slash.
  bool contains(llvm::StringRef RealPath) const;
};

/// Source questions every stage asks of one TU's AST, with the answers that
/// cost a system call cached.
class SourceFacts {
public:
  explicit SourceFacts(clang::ASTContext &Context)
      : Context(Context), SM(Context.getSourceManager()) {}

  /// The resolved path of the file holding \p Loc (expanded).
  llvm::StringRef realPath(clang::SourceLocation Loc);

  bool inProject(clang::SourceLocation Loc, const ProjectScope &Scope);

  /// Text of \p Range as it stands in the file; a range inside a macro
  /// expansion maps to the macro's arguments, else to the macro's use.
  std::string text(clang::SourceRange Range);

  /// The macro written in the file whose expansion holds \p Loc, if any.
  std::optional<std::string> outermostMacro(clang::SourceLocation Loc);

  /// The first token of a function's declaration: `template`, a specifier,
  /// or an attribute macro such as `__global__` before the return type.
  clang::SourceLocation declarationBegin(const clang::FunctionDecl &FD);

  /// A kernel's identity across TUs: "<real path>:<offset of its first
  /// token>", so a header seen by many TUs yields one kernel.
  std::string kernelKey(const clang::FunctionDecl &FD);

  clang::ASTContext &Context;
  clang::SourceManager &SM;

private:
  llvm::DenseMap<clang::FileID, std::string> RealPaths;
};

} // namespace kx

#endif
