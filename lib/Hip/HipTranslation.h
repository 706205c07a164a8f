//===- HipTranslation.h - A standalone unit, in HIP -------------*- C++ -*-===//
//
// The standalone unit translated to HIP on the AST it was collected from:
// includes through the preprocessor record, runtime names through the
// declarations they refer to, warp intrinsics to the form the targeted HIP
// accepts. What could behave differently on AMD GPUs (32-wide warp
// assumptions, inline PTX, textures, APIs HIP lacks) is flagged in notes,
// never rewritten.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HIPTRANSLATION_H
#define KERNEL_EXTRACT_HIPTRANSLATION_H

#include "Closure/Closure.h"
#include "kernel-extract/Toolchain.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <set>
#include <string>

namespace kx {

/// The HIP spelling of a CUDA #include (`<cuda_fp16.h>` →
/// `<hip/hip_fp16.h>`); "" when the line goes; nullopt when not a CUDA
/// header (kept as written).
std::optional<std::string> hipInclude(llvm::StringRef Spelled,
                                      const HipVersion &Version);

/// The HIP name of a CUDA runtime name, type, enumerator or macro.
std::optional<llvm::StringRef> hipName(llvm::StringRef CudaName,
                                       const HipVersion &Version);

/// \p Text (a type, an expression kernel-extract printed) with every
/// identifier of the table in its HIP spelling.
std::string translateIdentifiers(llvm::StringRef Text,
                                 const HipVersion &Version);

/// How a launch site of the project reads in HIP (`<<<>>>`, or
/// `hipLaunchKernelGGL` with Options.LaunchGgl); nullopt for launches
/// through the runtime API.
std::optional<std::string> hipLaunchText(const LaunchSite &Site,
                                         const HipOptions &Options);

/// Why the targeted HIP has no equivalent of \p CudaName, declared in
/// namespace \p Scope (its innermost named one), when it has none.
std::optional<std::string> missingInHip(llvm::StringRef Scope,
                                        llvm::StringRef CudaName,
                                        const HipVersion &Version);

/// Whether a unit can define \p What (as missingInHip names it:
/// `cooperative_groups::reduce`, `__stcs`, `atomicAdd(__half *)`) for the
/// targeted HIP, which lacks it. Only where HIP code can spell CUDA's
/// meaning: a reduction as a butterfly of tile shuffles, a cache-hinted
/// store as a store, a bfloat16 conversion through hip_bfloat16 before HIP
/// 6.0, a half-precision atomic add as a compare-and-swap loop.
bool hasHipFallback(llvm::StringRef What, const HipVersion &Version);

/// The definitions of \p Used (names hasHipFallback accepted), in one
/// order whatever the order of use, each namespace opened once; empty when
/// \p Used is.
std::string hipFallbackDefinitions(const std::set<std::string> &Used);

/// Translates \p Contents (collected on \p Facts' AST).
HipUnit translateToHip(const UnitContents &Contents, SourceFacts &Facts,
                       const PreprocessorRecord &Record,
                       const ProjectScope &Scope,
                       const ToolchainDirectories &Toolchain,
                       const HipOptions &Options);

} // namespace kx

#endif
