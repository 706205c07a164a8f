//===- ClosureWalk.h - What a kernel uses, found on the AST -----*- C++ -*-===//
//
// The walk behind a unit: from the kernel's instantiated body, transitively,
// every declaration it uses, classified by origin. The project's and the
// libraries' code is copied; the toolchain's is #included. Of a library
// class only what device code uses is kept: the framework types of a
// PyTorch extension (a tensor accessor, an atomic helper) come with their
// fields and the members the kernel calls, not with the framework.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_CLOSURE_CLOSUREWALK_H
#define KERNEL_EXTRACT_LIB_CLOSURE_CLOSUREWALK_H

#include "Support/DeclOrigin.h"
#include "Support/PreprocessorRecord.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/SetVector.h"
#include <vector>

namespace clang {
class Decl;
class FunctionDecl;
class NamedDecl;
} // namespace clang

namespace kx {

struct ClosureWalk {
  /// Declarations to copy, by their emitted form, unsorted.
  std::vector<const clang::Decl *> Copied;
  /// Files whose declarations are #included.
  llvm::SetVector<clang::FileID> IncludedFiles;
  /// Members of copied library classes that nothing walked uses: their
  /// text is left out of the unit.
  std::vector<const clang::Decl *> UnusedLibraryMembers;
  /// Extern device variables defined in another TU that the unit defines:
  /// the `extern` to leave out of each one's copied text.
  struct ExternDefinition {
    std::string Name;
    clang::FileID File;
    unsigned Offset = 0, Length = 0; ///< `extern` and the blanks after it.
  };
  std::vector<ExternDefinition> ExternsDefined;
};

/// A library macro whose definition reaches into the library's runtime,
/// and the standard spelling a unit defines it with instead.
struct LibraryMacroSpelling {
  llvm::StringRef Name;
  llvm::StringRef Definition;
  llvm::StringRef Include;
};

/// The standard spelling of library macro \p Name, if it has one.
const LibraryMacroSpelling *standardSpelling(llvm::StringRef Name);

/// Walks \p Kernel (a definition; for a template, the specialization Sema
/// instantiated). Blockers and the names copied from libraries go to
/// \p Unit. What a library macro with a standard spelling expands to is not
/// followed.
/// With \p KernelAsTemplate (a variant written as its template and an
/// explicit instantiation), the kernel's template is walked as a pattern
/// too: nvcc parses all of it, `if constexpr` branches not taken included.
/// \p Added are used as if the kernel named them (a repair's additions).
ClosureWalk walkClosure(const clang::FunctionDecl &Kernel, SourceFacts &Facts,
                        const PreprocessorRecord &Record,
                        const ProjectScope &Scope,
                        const ToolchainDirectories &Toolchain,
                        StandaloneUnit &Unit, bool KernelAsTemplate = false,
                        llvm::ArrayRef<const clang::Decl *> MoreRoots = {},
                        llvm::ArrayRef<const clang::NamedDecl *> Added = {});

} // namespace kx

#endif
