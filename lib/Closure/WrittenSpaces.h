//===- WrittenSpaces.h - Execution spaces a unit writes out -----*- C++ -*-===//
//
// The parse reads a function nvcc makes __host__ __device__ by its
// redeclarations (Pipeline/ExecutionSpaces.h) as such, through clang's
// implicit attributes; its text does not say so. A unit, compiled alone by
// clang or hipcc, must: the keywords Sema added are written before the
// declaration's specifiers.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_CLOSURE_WRITTENSPACES_H
#define KERNEL_EXTRACT_LIB_CLOSURE_WRITTENSPACES_H

#include "Support/TextEdits.h"
#include "clang/Basic/SourceLocation.h"
#include <vector>

namespace clang {
class Decl;
class SourceManager;
} // namespace clang

namespace kx {

/// Insertions, within [Begin, End) of \p File, of the execution-space
/// keywords the functions written in \p D's copied text lack.
std::vector<TextEdit> writtenSpaceEdits(const clang::Decl *D,
                                        const clang::SourceManager &SM,
                                        clang::FileID File, unsigned Begin,
                                        unsigned End);

} // namespace kx

#endif
