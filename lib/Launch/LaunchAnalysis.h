//===- LaunchAnalysis.h - How the project launches its kernels --*- C++ -*-===//
//
// A kernel alone does not say how it is meant to run; its launch sites and
// its __launch_bounds__/__shared__ declarations do. This stage turns the
// launch expressions the matchers find into LaunchSite records: the form,
// each configuration argument as written and folded, the arguments passed.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LAUNCHANALYSIS_H
#define KERNEL_EXTRACT_LAUNCHANALYSIS_H

#include "Support/SourceFacts.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLFunctionalExtras.h"

namespace clang {
class CallExpr;
class CUDAKernelCallExpr;
class Expr;
class FunctionDecl;
} // namespace clang

namespace kx {

/// A runtime API function that launches a kernel, and where its arguments
/// are. A negative position means the API has no such argument.
struct LaunchApi {
  llvm::StringRef Name;
  int Kernel, Grid, Block, SharedMemory, Stream;
  /// Position of a `void **args` array, or of the first argument passed
  /// straight to the kernel (cudaLaunchKernelEx).
  int Arguments;
  bool ArgumentsAreDirect;
  /// cudaLaunchKernelEx: grid, block, shmem and stream are fields of the
  /// configuration struct at this position.
  int Config;
};

/// Every API launch function recognised (CUDA and HIP).
llvm::ArrayRef<LaunchApi> launchApis();

/// Describes a configuration expression: its text, a local variable's
/// initializer, and its value where it folds (a default argument has no
/// text, but folds).
ConfigValue describeConfigValue(const clang::Expr *E, SourceFacts &Facts);

/// The text of a source range as a variant writes it (its template
/// arguments in place of the parameters); nullopt keeps the text as written.
using VariantText =
    llvm::function_ref<std::optional<std::string>(clang::SourceRange)>;

/// A `kernel<<<...>>>(...)` launch, also through a function pointer. Empty
/// when no kernel can be named (a pointer of unknown origin).
std::optional<LaunchSite>
describeChevronLaunch(const clang::CUDAKernelCallExpr &Call,
                      const clang::FunctionDecl *Caller, SourceFacts &Facts);

/// A launch through \p Api. Empty when its kernel argument names no kernel.
std::optional<LaunchSite> describeApiLaunch(const clang::CallExpr &Call,
                                            const LaunchApi &Api,
                                            const clang::FunctionDecl *Caller,
                                            SourceFacts &Facts);

/// The `__launch_bounds__` and `__shared__` facts of \p Definition: a plain
/// kernel, or the specialization of a template variant (values folded with
/// its arguments, texts as \p Text writes them when given).
KernelResources describeKernelResources(const clang::FunctionDecl &Definition,
                                        SourceFacts &Facts,
                                        VariantText Text = nullptr);

/// Merges \p From (the same site seen again: another TU, another
/// instantiation) into \p Into: template arguments are united, and a
/// configuration value that differs between instantiations is dropped.
void mergeLaunchSite(LaunchSite &Into, LaunchSite From);

} // namespace kx

#endif
