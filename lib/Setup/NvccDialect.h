//===- NvccDialect.h - What nvcc defines and tolerates ----------*- C++ -*-===//
//
// The arguments that make a clang parse of an nvcc command see what nvcc's
// own passes see: its predefined macros and the diagnostics it accepts.
// The table is NvccDialect.def. Internal to kxSetup.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_SETUP_NVCCDIALECT_H
#define KERNEL_EXTRACT_SETUP_NVCCDIALECT_H

#include "kernel-extract/Toolchain.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

/// The macro nvcc defines for \p Option (dashes removed), or "".
llvm::StringRef nvccOptionMacro(llvm::StringRef Option);

/// Appends nvcc's predefined macros: those of the table, its version (that
/// of \p Cuda, or the newest clang knows), and `__CUDA_ARCH_LIST__` from the
/// command's architectures (\p ArchNumbers, 80 for sm_80, sorted), then
/// `-Wno-` for each diagnostic nvcc tolerates.
void addNvccDialect(const CudaHeaders &Cuda,
                    llvm::ArrayRef<unsigned> ArchNumbers,
                    std::vector<std::string> &Args);

} // namespace kx

#endif
