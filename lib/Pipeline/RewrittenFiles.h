//===- RewrittenFiles.h - Files the parse reads rewritten -------*- C++ -*-===//
//
// What nvcc accepts and a clang parse does not can often be read the way
// nvcc reads it by rewriting a file's text for the parse alone: the
// project's launches written `<< <` and inline PTX's `%laneid`
// (NvccSpellings.h), clang's CUDA wrapper naming the SDK's headers
// (CudaWrapperIncludes.h). The dataset keeps the files' own text.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_REWRITTENFILES_H
#define KERNEL_EXTRACT_LIB_PIPELINE_REWRITTENFILES_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <functional>
#include <memory>
#include <optional>
#include <set>
#include <string>

namespace kx {

/// The text a file is read as, given its absolute path and its text; none
/// to read it as it is.
using FileRewrite = std::function<std::optional<std::string>(
    llvm::StringRef Path, llvm::StringRef Text)>;

/// The buffers of rewritten files a parse holds, to be given their own
/// text back once the parse has read them: what the tool then copies from
/// them into the dataset is the project's text. Only for rewrites that keep
/// a file's length, so every offset clang recorded stays right and every
/// pointer into a buffer stays valid.
class RewrittenBuffers {
public:
  /// Writes each live buffer's own text over its rewrite.
  void restoreOriginals();

  class Buffer;

private:
  friend class Buffer;
  std::set<Buffer *> Live;
};

/// \p Base, with the files whose absolute path \p Wanted accepts read
/// through \p Rewrite (the others are not read twice). With \p Restore,
/// each rewritten file's buffer can be given back its own text.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withRewrittenFiles(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                   std::function<bool(llvm::StringRef Path)> Wanted,
                   FileRewrite Rewrite,
                   std::shared_ptr<RewrittenBuffers> Restore = nullptr);

} // namespace kx

#endif
