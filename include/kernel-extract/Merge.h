//===- Merge.h - Shards of a run, and datasets merged into one ---*- C++ -*-===//
//
// A large database is split into shards (--shard=I/N), each run as its own
// job and writing a complete dataset, which also holds what each of its TUs
// found before TUs were combined (translation-units.json). `kernel-extract
// merge` combines those with the code a single run uses, so merging the N
// shards of a project gives, byte for byte, the single run's dataset;
// datasets of different projects sit side by side, ids kept unique.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_MERGE_H
#define KERNEL_EXTRACT_MERGE_H

#include "kernel-extract/Dataset.h"
#include "kernel-extract/TranslationUnitResult.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// The file of every dataset that `kernel-extract merge` reads.
constexpr llvm::StringLiteral MergeInputFile = "translation-units.json";

/// A Shard from "I/N".
llvm::Expected<Shard> parseShard(llvm::StringRef Text);

/// Whether the TU of \p File (absolute) is in \p S: by a hash of its path
/// relative to \p Root, so that adding a TU moves no other.
bool inShard(llvm::StringRef File, llvm::StringRef Root, const Shard &S);

/// One project's dataset and what its TUs found.
struct ProjectResults {
  Dataset Data;
  std::vector<TranslationUnitResult> Results;
};

/// MergeInputFile for \p Projects. Each TU's variants take the compile
/// checks \p Projects' kernels got; paths under a project's root and the
/// toolchain's are written as placeholders.
std::string mergeInput(llvm::ArrayRef<const ProjectResults *> Projects);

/// Reads the datasets \p Dirs and combines the TUs of each project (the
/// datasets with the same root name and provenance): one entry per project,
/// in order of first appearance. Fails with a one-line message on a
/// directory that is not a dataset, a TU found in two of them, or shards
/// of one project run with different CUDA headers or HIP options.
llvm::Expected<std::vector<ProjectResults>>
readAndCombine(llvm::ArrayRef<std::string> Dirs);

} // namespace kx

#endif
