//===- KernelFinder.h - __global__ definitions and their launches -*- C++ -*-=//

#ifndef KERNEL_EXTRACT_KERNELFINDER_H
#define KERNEL_EXTRACT_KERNELFINDER_H

#include "kernel-extract/Instantiation.h"
#include "kernel-extract/Kernel.h"
#include "kernel-extract/SourceFacts.h"

namespace clang {
class ASTContext;
class Sema;
} // namespace clang

namespace kx {

struct FoundInTU {
  std::vector<Kernel> Kernels;
  std::vector<LaunchSite> Launches;
};

/// Finds the project's `__global__` definitions (templates as their pattern,
/// never their instantiations) and the launches in project files. With
/// \p S, template kernels are instantiated as \p Options says; without it
/// they get no variants.
FoundInTU findKernels(clang::ASTContext &Context, const ProjectScope &Scope,
                      clang::Sema *S = nullptr,
                      const InstantiationOptions &Options = {});

} // namespace kx

#endif
