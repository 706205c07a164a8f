//===- HarnessPlan.h - The sizes a harness launches with --------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_HARNESS_HARNESSPLAN_H
#define KERNEL_EXTRACT_HARNESS_HARNESSPLAN_H

#include "InputSets.h"
#include "kernel-extract/Dataset.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace kx {

/// What a harness launches with, each with its origin (HarnessSize).
struct Plan {
  std::vector<std::string> Block, Grid; ///< x, y, z
  std::string BlockOrigin, GridOrigin;
  std::string Shared = "0";
  std::string SharedOrigin; ///< Empty: no dynamic shared memory.
  /// Per parameter: a buffer's element count or a scalar's default value.
  std::vector<std::string> Values;
  std::vector<std::string> Origins;
};

/// \p Text with each identifier found in \p Names (not a member's or a
/// qualified name's) replaced by its value, parenthesised.
std::string substituteIdentifiers(llvm::StringRef Text,
                                  const llvm::StringMap<std::string> &Names);

/// The plan of variant \p V of \p K from its model and the kernel's
/// launches of that variant.
Plan planHarness(const ExtractedKernel &K, const KernelVariant &V,
                 const HarnessModel &Model);

/// The integer scalars whose assumed values size the run: those bounding
/// a thread or block index, or named in a buffer's count or the grid.
std::vector<SizeScalar> sizeScalars(const HarnessModel &Model, const Plan &P);

} // namespace kx

#endif
