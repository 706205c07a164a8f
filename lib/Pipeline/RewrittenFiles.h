//===- RewrittenFiles.h - Files the parse reads rewritten -------*- C++ -*-===//
//
// What nvcc accepts and a clang parse does not can often be read the way
// nvcc reads it by rewriting a file's text for the parse alone: the
// project's launches written `<< <` (LaunchChevrons.h), clang's CUDA
// wrapper naming the SDK's headers (CudaWrapperIncludes.h). The dataset
// keeps the files' own text.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_REWRITTENFILES_H
#define KERNEL_EXTRACT_LIB_PIPELINE_REWRITTENFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <functional>
#include <optional>
#include <string>

namespace kx {

/// The text a file is read as, given its absolute path and its text; none
/// to read it as it is.
using FileRewrite = std::function<std::optional<std::string>(
    llvm::StringRef Path, llvm::StringRef Text)>;

/// \p Base, with the files whose absolute path \p Wanted accepts read
/// through \p Rewrite (the others are not read twice).
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withRewrittenFiles(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                   std::function<bool(llvm::StringRef Path)> Wanted,
                   FileRewrite Rewrite);

} // namespace kx

#endif
