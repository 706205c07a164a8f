//===- DatasetTasks.h - The tasks a dataset's manifest lists ----*- C++ -*-===//
//
// A task is a manifest row with a harness whose metadata lists input sets
// (`--tasks`); `check` reads them in manifest order.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TASKS_DATASETTASKS_H
#define KERNEL_EXTRACT_TASKS_DATASETTASKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <string>
#include <utility>
#include <vector>

namespace kx {

/// One task of the dataset, as its manifest row and metadata give it.
struct Task {
  std::string Id;
  std::string Harness, HarnessHip, Unit, Hip; ///< Dataset-relative.
  std::vector<std::pair<std::string, std::vector<std::string>>> Sets;
  std::string Candidate; ///< Replaces the checked unit, when set.
  /// The HIP translation noted a warp-size assumption (hip.notes).
  bool WarpSizeNoted = false;
};

/// The tasks of \p Dataset, in manifest order; fails on a directory that
/// is not a dataset or holds no tasks.
llvm::Expected<std::vector<Task>> readTasks(llvm::StringRef Dataset);

/// \p B under directory \p A.
std::string pathIn(llvm::StringRef A, llvm::StringRef B);

/// The bytes of \p Path; empty when it cannot be read.
std::string readText(llvm::StringRef Path);

} // namespace kx

#endif
