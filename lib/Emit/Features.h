//===- Features.h - What dataset filters select kernels by -------*- C++ -*-===//
//
// Dataset builders filter kernels by size, by template use and by what they
// depend on: the `features` object of each metadata file.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_EMIT_FEATURES_H
#define KERNEL_EXTRACT_LIB_EMIT_FEATURES_H

#include "kernel-extract/Kernel.h"
#include "llvm/Support/JSON.h"

namespace kx {

/// The variant's features: `lines`, `tokens`, `template`,
/// `device_functions_called`, `shared_memory`, `atomics`,
/// `warp_intrinsics`, `syncthreads`, `loops`, `uses_library`.
llvm::json::Object featuresJson(const Kernel &K, const KernelVariant &V);

} // namespace kx

#endif
