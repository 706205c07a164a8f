//===- TranslationUnitResult.h - One TU's findings, before merging -*- C++ -*-===//
//
// What the parse of one translation unit found, before the TUs of a run are
// combined into kernels: the unit a shard hands to `kernel-extract merge`.
// Merging the TUs of every shard with the same code a single run uses gives
// the single run's dataset.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TRANSLATIONUNITRESULT_H
#define KERNEL_EXTRACT_TRANSLATIONUNITRESULT_H

#include "kernel-extract/Dataset.h"
#include "llvm/Support/JSON.h"
#include <string>
#include <vector>

namespace kx {

struct TranslationUnitResult {
  TranslationUnitReport Report;
  /// The file parsed (Report.File is the header asked for, when a header
  /// was reached through it).
  std::string ParsedFile;
  std::string GpuArch;
  std::vector<std::string> NvccDialect;
  std::vector<std::string> UnknownOptions;
  std::vector<Kernel> Kernels;
  std::vector<LaunchSite> Launches;
  std::vector<std::string> KernelsOutsideProject;
};

llvm::json::Value toJSON(const TranslationUnitResult &R);
bool fromJSON(const llvm::json::Value &V, TranslationUnitResult &R,
              llvm::json::Path P);

} // namespace kx

#endif
