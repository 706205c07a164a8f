//===- HalfContext.h - Half variants tried in their unit's context -*- C++ -*-//
//
// A requested half (bfloat16) variant that the TU's own context rejects may
// still be a valid kernel: the TU never included <cuda_fp16.h>, or the build
// defines __CUDA_NO_HALF_OPERATORS__ and friends (PyTorch extensions do, for
// at::Half's sake). Its standalone unit has neither problem. The TU is
// parsed again with the header pre-included and those defines undone, for
// those candidates only; Sema's verdict there replaces the drop, and the
// variant records the context it was validated in.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_HALFCONTEXT_H
#define KERNEL_EXTRACT_LIB_PIPELINE_HALFCONTEXT_H

#include "Instantiate/Instantiation.h"
#include "Match/KernelFinder.h"
#include "Setup/CommandTranslation.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

struct HalfRetry {
  /// The changes, as options: `-include cuda_fp16.h`,
  /// `-U__CUDA_NO_HALF_OPERATORS__`.
  std::vector<std::string> Context;
  /// The types to try again (`__half`, `__nv_bfloat16`).
  std::vector<std::string> Types;
  /// The kernels (Kernel::Key) that dropped one: the second parse makes
  /// their variants alone.
  std::vector<std::string> Kernels;
};

/// What to change in \p Command for the requested half types that \p Found
/// dropped, and the kernels to retry (those that dropped one); nothing when
/// no change could matter.
std::optional<HalfRetry> planHalfRetry(const ParseCommand &Command,
                                       const FoundInTU &Found,
                                       const InstantiationOptions &Options);

/// \p Command with \p Retry's changes, before the file name.
ParseCommand withHalfContext(const ParseCommand &Command,
                             const HalfRetry &Retry);

/// Moves each variant of \p Second that \p First dropped into \p First's
/// kernel, marked with the context, up to \p MaxInstantiations variants; a
/// candidate \p Second dropped too keeps \p Second's reason.
void adoptHalfVariants(FoundInTU &First, FoundInTU &Second,
                       const HalfRetry &Retry, unsigned MaxInstantiations);

} // namespace kx

#endif
