//===- Closure.h - A kernel with everything it needs, alone -----*- C++ -*-===//
//
// A kernel file alone does not compile: it calls __device__ helpers and uses
// project macros, types and constants. The closure collects them on the AST
// (transitively, overloads as Sema resolved them), copies the project's own
// text in source order, and turns declarations of system and SDK headers
// into #include lines.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_CLOSURE_H
#define KERNEL_EXTRACT_CLOSURE_H

#include "kernel-extract/Kernel.h"
#include "kernel-extract/PreprocessorRecord.h"
#include "kernel-extract/SourceFacts.h"
#include "kernel-extract/TextEdits.h"

namespace clang {
class FunctionDecl;
} // namespace clang

namespace kx {

/// Directories whose headers are the toolchain's (the CUDA SDK or bundled
/// headers, clang's resource directory, the C and C++ libraries): what
/// they declare is #included, never copied. Other headers outside the
/// project are third-party: included, but the unit is not self-contained.
struct ToolchainDirectories {
  std::vector<std::string> Roots;
  bool contains(llvm::StringRef RealPath) const;
};

/// Builds the unit of one variant. \p Definition is the kernel, or for a
/// template the specialization Sema instantiated (its body names the
/// overloads and specializations used); \p KernelText is how the kernel is
/// written at the end of the unit.
StandaloneUnit buildStandaloneUnit(const clang::FunctionDecl &Definition,
                                   llvm::StringRef KernelText,
                                   SourceFacts &Facts,
                                   const PreprocessorRecord &Record,
                                   const ProjectScope &Scope,
                                   const ToolchainDirectories &Toolchain);

/// The kernel's own text with the conditional compilation the TU resolved
/// on project macros taken out, and \p Edits (template arguments) applied.
std::string resolvedKernelText(const clang::FunctionDecl &Kernel,
                               std::vector<TextEdit> Edits, unsigned Begin,
                               SourceFacts &Facts,
                               const PreprocessorRecord &Record);

} // namespace kx

#endif
