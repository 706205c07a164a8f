//===- KernelFinder.h - __global__ definitions and their launches -*- C++ -*-=//

#ifndef KERNEL_EXTRACT_KERNELFINDER_H
#define KERNEL_EXTRACT_KERNELFINDER_H

#include "Closure/Closure.h"
#include "Hip/HipTranslation.h"
#include "Instantiate/Instantiation.h"
#include "Repair/UnitRepair.h"
#include "Support/PreprocessorRecord.h"
#include "Support/SourceFacts.h"
#include "kernel-extract/Kernel.h"

namespace clang {
class ASTContext;
class Sema;
} // namespace clang

namespace kx {

struct FoundInTU {
  std::vector<Kernel> Kernels;
  std::vector<LaunchSite> Launches;
  /// Qualified names of the `__global__` functions declared outside the
  /// project (CUB's, ATen's), for --audit.
  std::vector<std::string> KernelsOutsideProject;
  /// Where the project writes `__global__` and the TU made no kernel of it
  /// (UnkeptKernels.h): set for a TU with errors.
  std::vector<SourceLine> Unkept;
};

/// What the later stages need besides the AST.
struct FinderContext {
  /// Instantiates template kernels; without it they get no variants.
  clang::Sema *S = nullptr;
  InstantiationOptions Instantiation;
  /// Builds a standalone unit per variant when set.
  const PreprocessorRecord *Record = nullptr;
  ToolchainDirectories Toolchain;
  /// Translates each standalone unit to HIP when set.
  std::optional<HipOptions> Hip;
  /// Reads each variant's HarnessModel when set.
  bool Harness = false;
  /// Checks each standalone unit, and repairs it from the TU, when set.
  std::optional<UnitCheckSettings> Check;
  /// The TU is HIP (hipcc, `-x hip`): its kernels' own units are HIP, and
  /// each is translated to CUDA.
  bool WrittenInHip = false;
};

/// Finds the project's `__global__` definitions (templates as their pattern,
/// never their instantiations) and the launches in project files, and makes
/// each kernel's variants.
FoundInTU findKernels(clang::ASTContext &Context, const ProjectScope &Scope,
                      const FinderContext &With = {});

} // namespace kx

#endif
