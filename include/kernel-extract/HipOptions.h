//===- HipOptions.h - What HIP the translation targets ----------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_HIPOPTIONS_H
#define KERNEL_EXTRACT_HIPOPTIONS_H

#include "llvm/Support/Error.h"

namespace kx {

struct HipVersion {
  unsigned Major = 5, Minor = 2;
  bool atLeast(unsigned M, unsigned N) const {
    return Major > M || (Major == M && Minor >= N);
  }
};

/// Parses `MAJOR.MINOR` (5.2 or newer).
llvm::Expected<HipVersion> parseHipVersion(llvm::StringRef Text);

struct HipOptions {
  /// The oldest HIP the output must compile with: `__shfl_*_sync` and the
  /// bfloat16 header depend on it.
  HipVersion Version;
  /// Launches in translated code: `<<<>>>` (HIP-Clang accepts it) or
  /// `hipLaunchKernelGGL`.
  bool LaunchGgl = false;
};

} // namespace kx

#endif
