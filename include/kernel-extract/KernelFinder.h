//===- KernelFinder.h - __global__ definitions and their launches -*- C++ -*-=//

#ifndef KERNEL_EXTRACT_KERNELFINDER_H
#define KERNEL_EXTRACT_KERNELFINDER_H

#include "kernel-extract/Kernel.h"
#include "llvm/ADT/StringRef.h"

namespace clang {
class ASTContext;
} // namespace clang

namespace kx {

/// Which files are the project's: under Root, and not system headers (the
/// CUDA SDK, the C++ library, clang's own headers).
struct ProjectScope {
  std::string Root; ///< Absolute, symlinks resolved, no trailing slash.
  bool contains(llvm::StringRef RealPath) const;
};

struct FoundInTU {
  std::vector<Kernel> Kernels;
  std::vector<LaunchSite> Launches;
};

/// Finds the project's `__global__` definitions (templates as their pattern,
/// never their instantiations) and the `<<<>>>` launches in project files.
FoundInTU findKernels(clang::ASTContext &Context, const ProjectScope &Scope);

} // namespace kx

#endif
