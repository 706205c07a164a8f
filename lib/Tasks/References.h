//===- References.h - A task's reference outputs, kept with the dataset -*- C++ -*-===//
//
// `references/<id>.json` says how the references were computed and, per
// input set, its arguments and each output buffer (name, element kind,
// bytes, tolerance); `references/<id>/<set>.bin.zz` holds the outputs'
// bytes as one zlib stream. Past the cap a set keeps its checksum alone,
// and a check runs the original again for it; a set whose outputs depend
// on values a GPU leaves undefined keeps the reason instead
// (docs/tasks.md).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TASKS_REFERENCES_H
#define KERNEL_EXTRACT_TASKS_REFERENCES_H

#include "RunOutputs.h"
#include "llvm/Support/Error.h"
#include <optional>

namespace kx {

struct ReferenceSet {
  std::string Name;
  std::vector<std::string> Arguments;
  RunOutputs Outputs;
  /// Why the set has no reference, when its outputs depend on what a GPU
  /// leaves undefined (a second run gave others): a check skips it.
  std::string Undefined;
};

struct References {
  std::string Unit = "cuda";
  std::string Device = "cpu";
  unsigned WarpSize = 32;
  /// The unit calls fast-math intrinsics: f32 outputs get a wider
  /// tolerance.
  bool FastMath = false;
  std::vector<ReferenceSet> Sets;
};

/// Writes \p Path through a temporary beside it: never a partial file.
llvm::Error writeFileWhole(llvm::StringRef Path, llvm::StringRef Contents);

/// The references of task \p Id of \p Dataset; std::nullopt when none
/// were stored.
llvm::Expected<std::optional<References>>
readReferences(llvm::StringRef Dataset, llvm::StringRef Id);

/// Stores \p Refs, each file written whole or not at all; sets past
/// \p Cap bytes of outputs (counted over the task) keep their checksum.
llvm::Error writeReferences(llvm::StringRef Dataset, llvm::StringRef Id,
                            const References &Refs, uint64_t Cap);

/// Removes the references of task \p Id, before they are computed again:
/// a task whose original is no longer runnable keeps none.
void removeReferences(llvm::StringRef Dataset, llvm::StringRef Id);

} // namespace kx

#endif
