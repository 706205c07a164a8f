//===- HostCompiler.h - What nvcc's host compiler contributes ---*- C++ -*-===//
//
// nvcc preprocesses with its host compiler (-ccbin, else g++), so its
// search path holds that compiler's own include directory (gcc's omp.h,
// its intrinsics) and `-Xcompiler -fopenmp` defines _OPENMP. A clang parse
// sees neither unless asked: this asks the host compiler, once per
// compiler and OpenMP setting per run.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HOSTCOMPILER_H
#define KERNEL_EXTRACT_HOSTCOMPILER_H

#include "kernel-extract/Toolchain.h"
#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// Reads the output of `<compiler> -E -v -dM` (stderr and stdout joined):
/// the search list between "#include <...> search starts here:" and "End of
/// search list.", and `#define _OPENMP <value>`.
HostCompilerFacts parseHostCompilerOutput(llvm::StringRef Output);

} // namespace kx

#endif
