//===- NvccSpellings.h - The project's files as nvcc reads them -*- C++ -*-===//
//
// Spellings nvcc accepts and clang rejects, read for the parse as clang
// lexes them: launches written `k << <g, b >> > (x)` (LaunchChevrons.h),
// inline PTX's `%laneid` and operands without commas between them
// (Support/InlineAsmSpellings.h), and the text an earlier parse found nvcc
// ignores (IgnoredSpellings.h). Each rewrite keeps the file's length, lines
// and columns, and is undone once the parse is over: the dataset copies
// the project's text.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_NVCCSPELLINGS_H
#define KERNEL_EXTRACT_LIB_PIPELINE_NVCCSPELLINGS_H

#include "IgnoredSpellings.h"
#include "RewrittenFiles.h"
#include <vector>
#include "llvm/Support/VirtualFileSystem.h"
#include <memory>
#include <string>

namespace kx {

/// \p Base, with the files under \p ProjectRoot read as clang lexes what
/// nvcc accepts in them; \p Restore gives them back their own text once
/// the parse is over, for the dataset to copy. The text of \p Ignored is
/// read as blanks.
llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withNvccSpellings(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                  std::string ProjectRoot,
                  std::shared_ptr<RewrittenBuffers> Restore,
                  std::vector<IgnoredSpelling> Ignored = {});

} // namespace kx

#endif
