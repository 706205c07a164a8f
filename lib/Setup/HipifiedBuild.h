//===- HipifiedBuild.h - A hipified PyTorch build as the CUDA database -*- C++ -*-===//
//
// With ROCm PyTorch, an extension's build compiles copies of its CUDA
// sources that torch.utils.hipify wrote (csrc/cuda/x.cu becomes
// csrc/hip/x.hip), with hipcc. Users ask for the kernels of the CUDA
// originals: each such command becomes a CUDA parse of the original with
// the build's own include directories and defines, translated back, and
// the hipified kernel is recorded as the project's own HIP version.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HIPIFIEDBUILD_H
#define KERNEL_EXTRACT_HIPIFIEDBUILD_H

#include "kernel-extract/Extraction.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/StringRef.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// torch.utils.hipify's name for a PyTorch extension's file, \p Relative to
/// the directory hipify ran in (the extension's setup.py directory): `cuda`
/// becomes `hip` in directory and file names (`CUDA` `HIP`, `THC` `THH`),
/// `.cu` becomes `.hip`, and a name nothing changed gains `_hip`.
std::string hipifiedPathOf(llvm::StringRef Relative);

/// Where a file torch's hipify wrote (it starts with hipify's breadcrumb
/// comment) came from.
struct CudaOriginal {
  std::string Root;     ///< The directory hipify ran in.
  std::string Original; ///< The CUDA file, absolute.
};

/// The CUDA original of \p File (absolute), when \p File is hipify's output
/// and its original exists under one of File's parent directories.
std::optional<CudaOriginal> findCudaOriginal(llvm::StringRef File);

/// The CUDA command that parses \p Original as the hipified build compiled
/// its twin: `nvcc`, the twin's -I/-isystem/-iquote/-include paths (a
/// hipified directory becomes its original; ROCm's own go), its -D/-U (hipcc's half
/// defines become CUDA's; ROCm's platform defines go) and -std, and an
/// `sm_` architecture for its `--offload-arch` (gfx94x and later: sm_90,
/// else sm_80). Every other option is the HIP compile's own and goes.
clang::tooling::CompileCommand
cudaCommandForOriginal(const clang::tooling::CompileCommand &Hipified,
                       const CudaOriginal &Original);

/// Where the hipified twin of the kernel named \p Name, whose definition
/// begins at \p BeginOffset / \p BeginLine of \p File (absolute), is
/// defined: the twin file and the line its definition begins on. None when
/// \p File has no twin in \p Build or the twin does not define the kernel
/// in the same place among its namesakes.
std::optional<SourceLine> findHipReference(const HipifiedBuild &Build,
                                             llvm::StringRef File,
                                             llvm::StringRef Name,
                                             unsigned BeginOffset,
                                             unsigned BeginLine);

} // namespace kx

#endif
