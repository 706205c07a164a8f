//===- CudaTranslation.h - A kernel written in HIP, in CUDA -----*- C++ -*-===//
//
// The other direction of HipTranslation.h: the unit of a kernel written in
// HIP translated to CUDA on the AST it was collected from, reading the
// CUDA→HIP table backwards where it is one-to-one. HIP's unmasked warp
// functions become CUDA's `_sync` forms over the full warp; what assumes a
// 64-wide wavefront (a shuffle offset of 32, a 64-bit ballot, a lane index
// taken modulo 64) is flagged, never rewritten.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_CUDATRANSLATION_H
#define KERNEL_EXTRACT_LIB_HIP_CUDATRANSLATION_H

#include "Closure/Closure.h"
#include "Support/DeclOrigin.h"
#include "Support/PreprocessorRecord.h"
#include <optional>
#include <string>

namespace kx {

/// The CUDA spelling of a HIP #include (`<hip/hip_fp16.h>` →
/// `<cuda_fp16.h>`): the first CUDA header the table maps to it; "" when
/// the line goes; nullopt when it is no HIP header (kept as written).
std::optional<std::string> cudaInclude(llvm::StringRef Spelled);

/// The CUDA name of a HIP runtime name, type, enumerator or macro. Where
/// several CUDA names have one HIP spelling (`cudaError` and `cudaError_t`
/// are both `hipError_t`), the one spelled as the HIP name is (else the
/// table's first).
std::optional<llvm::StringRef> cudaName(llvm::StringRef HipName);

/// Translates \p Contents, collected on \p Facts' AST of a HIP parse.
HipUnit translateToCuda(const UnitContents &Contents, SourceFacts &Facts,
                        const PreprocessorRecord &Record,
                        const ProjectScope &Scope,
                        const ToolchainDirectories &Toolchain);

} // namespace kx

#endif
