//===- ExecutionSpaces.h - nvcc's spaces for redeclarations ----*- C++ -*-===//
//
// nvcc makes a function declared twice with different execution spaces
// __host__ __device__: `__host__ __device__ V scaled(float) const;` in a
// class and `V V::scaled(float) const {...}` outside it are one member it
// calls from kernels (CUDA_FUNC_IN-style macros on declarations only).
// clang reads the two as overloads for different targets and rejects the
// pair ("cannot overload", "does not match any declaration"), losing the
// definition. A TU that fails so is parsed again with both declarations
// read as __host__ __device__: clang's force_cuda_host_device, held over
// those declarators only.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_EXECUTIONSPACES_H
#define KERNEL_EXTRACT_LIB_PIPELINE_EXECUTIONSPACES_H

#include "ParseDiagnostics.h"
#include "llvm/ADT/FunctionExtras.h"
#include <vector>

namespace clang {
class CompilerInstance;
class Token;
} // namespace clang

namespace kx {

/// What a parse read as nvcc reads it does at the tokens the parser reads.
using TokenWatcher = llvm::unique_function<void(const clang::Token &)>;

/// Makes the functions declared at \p Sites (their names' file and offset,
/// from ParseDiagnostics::Asked) __host__ __device__ in the parse \p CI is
/// about to run: a watcher of the tokens it reads, none without sites.
TokenWatcher readAsHostDevice(clang::CompilerInstance &CI,
                              std::vector<SourceSite> Sites);

} // namespace kx

#endif
