//===- Verify.h - Compile checks of emitted units ---------------*- C++ -*-===//
//
// A standalone unit is only useful if it compiles alone. --verify compiles
// each one, in parallel: with nvcc (-c, the architecture the kernel was
// parsed for) when there is one, else with the linked clang in process,
// device and host side, against the same CUDA headers the parse used.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_VERIFY_H
#define KERNEL_EXTRACT_VERIFY_H

#include "kernel-extract/Dataset.h"
#include "kernel-extract/Toolchain.h"
#include <functional>

namespace kx {

struct VerifySettings {
  /// nvcc to compile with; empty: clang in process.
  std::string Nvcc;
  /// For the clang check: the CUDA headers and resource directory.
  TranslationSettings Clang;
  /// hipcc to compile HIP units with; empty: clang in process, with the
  /// ROCm headers under RocmPath.
  std::string Hipcc;
  std::string RocmPath;
  std::string OffloadArch = "gfx90a";
  unsigned Jobs = 0;
  /// Where the compilers' scratch directory goes: the output directory, so
  /// that even a killed run leaves nothing outside it (the next run into
  /// it removes what is left); empty: the system's temporary directory.
  std::string ScratchIn;
  /// Units an external compiler checks at once (UnitBatch.h): 1 checks
  /// each alone.
  unsigned BatchSize = 16;
  /// Called after each compile check (any thread, serialised).
  std::function<void()> OnCheckDone;
};

/// How many compile checks verifyStandaloneUnits runs on \p Data.
unsigned countCompileChecks(const Dataset &Data);

/// Finds nvcc: on PATH, else in the CUDA SDK the parse uses.
std::string findNvcc(const CudaHeaders &Cuda);

/// Compiles the standalone unit of every variant of \p Data, filling its
/// VerifyCuda, and its HIP unit, filling VerifyHip. Unit paths in the
/// recorded commands are relative to the output directory
/// (`kernels/<id>.standalone.cu`).
void verifyStandaloneUnits(Dataset &Data, const VerifySettings &Settings);

/// The first error line of a compiler's output, or its first line.
std::string firstErrorLine(llvm::StringRef Output);

} // namespace kx

#endif
