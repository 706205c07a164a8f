//===- CudaWrapperIncludes.h - The SDK's headers, named by path -*- C++ -*-===//
//
// clang's CUDA runtime wrapper includes the SDK's headers by quoted name
// (`#include "cuda.h"`, `"host_defines.h"`): the search reaches the
// project's -I directories before the SDK's, and a project header of that
// name (its own `cuda.h`) stops the TU. nvcc's headers find their own
// siblings. The parse reads clang's CUDA headers through an overlay that
// names each SDK header it includes by the SDK's path.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_CUDAWRAPPERINCLUDES_H
#define KERNEL_EXTRACT_LIB_PIPELINE_CUDAWRAPPERINCLUDES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <optional>
#include <string>

namespace kx {

/// \p Text (a clang CUDA header) with each `#include "NAME"` for which
/// \p IsSdkHeader holds written `#include "<SdkInclude>/NAME"`; nothing
/// when none is.
std::optional<std::string>
pinSdkIncludes(llvm::StringRef Text, llvm::StringRef SdkInclude,
               llvm::function_ref<bool(llvm::StringRef Name)> IsSdkHeader);

/// \p Base, with clang's CUDA headers (`__clang_cuda_*.h` of the resource
/// directory of \p ParseArgs) read through pinSdkIncludes, for the SDK its
/// `--cuda-path=` names; \p Base itself when the arguments name neither.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withPinnedSdkIncludes(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                      llvm::ArrayRef<std::string> ParseArgs);

} // namespace kx

#endif
