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

#include "llvm/ADT/StringRef.h"
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// What a host compiler's preprocessor uses that a clang parse may lack.
struct HostCompilerFacts {
  /// The `#include <...>` search path, in order, C++ standard library
  /// directories left out (clang chooses its own).
  std::vector<std::string> IncludeDirs;
  /// The value of `_OPENMP` when asked with OpenMP on, else empty.
  std::string OpenMPVersion;
};

/// Reads the output of `<compiler> -E -v -dM` (stderr and stdout joined):
/// the search list between "#include <...> search starts here:" and "End of
/// search list.", and `#define _OPENMP <value>`.
HostCompilerFacts parseHostCompilerOutput(llvm::StringRef Output);

/// Runs \p Compiler (a name on PATH or a path) as a C++ preprocessor, with
/// -fopenmp when \p OpenMP, and returns what it said; nullopt when it cannot
/// run. Results are cached per (compiler, OpenMP) for the process.
std::optional<HostCompilerFacts> queryHostCompiler(llvm::StringRef Compiler,
                                                   bool OpenMP);

/// How command translation asks; tests give their own.
using HostCompilerQuery =
    std::function<std::optional<HostCompilerFacts>(llvm::StringRef, bool)>;

} // namespace kx

#endif
