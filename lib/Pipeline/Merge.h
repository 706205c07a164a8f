//===- Merge.h - Which TUs a shard parses ------------------------*- C++ -*-===//
//
// Shards and `kernel-extract merge` are declared in Extraction.h; this is
// the rule that assigns each TU to one shard, shared by the run and tests.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_MERGE_H
#define KERNEL_EXTRACT_MERGE_H

#include "kernel-extract/Extraction.h"
#include "llvm/Support/Error.h"

namespace kx {

/// Whether the TU of \p File (absolute) is in \p S: by a hash of its path
/// relative to \p Root, so that adding a TU moves no other.
bool inShard(llvm::StringRef File, llvm::StringRef Root, const Shard &S);

} // namespace kx

#endif
