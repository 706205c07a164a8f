//===- UnkeptKernels.h - __global__ the parse made no kernel of -*- C++ -*-===//
//
// A TU with errors can lose a kernel without a word: clang drops a
// declaration it could not parse, or the parse stops. The kernels a run
// lost are the places the project writes `__global__` that became no kernel
// and no declaration; counting them needs no objects, so a survey says
// what --audit would.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_UNKEPTKERNELS_H
#define KERNEL_EXTRACT_UNKEPTKERNELS_H

#include "Support/PreprocessorRecord.h"
#include "Support/SourceFacts.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/StringRef.h"
#include <vector>

namespace clang {
class ASTContext;
} // namespace clang

namespace kx {

/// Where the project's files write `__global__` (the keyword itself, or a
/// macro whose definition spells it) and the TU holds neither a kernel of
/// \p Kept around it nor a declaration that is not a definition. Sorted by
/// file and line. A macro that reaches `__global__` through another macro
/// is not counted: the figure is a lower bound.
std::vector<SourceLine> unkeptKernelSites(clang::ASTContext &Context,
                                          const PreprocessorRecord &Record,
                                          const ProjectScope &Scope,
                                          const std::vector<Kernel> &Kept);

/// For a TU with no AST (clang crashed, or could not run): the kernel
/// definitions its main file spells `__global__`, found by the raw lexer
/// (a `__global__` whose declaration reaches `{` before `;`). Conditional
/// compilation is not evaluated.
std::vector<SourceLine> kernelDefinitionsSpelled(llvm::StringRef File);

} // namespace kx

#endif
