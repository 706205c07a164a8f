//===- CheckReport.h - What --verify found, on stderr -----------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_TOOL_CHECKREPORT_H
#define KERNEL_EXTRACT_TOOL_CHECKREPORT_H

#include "kernel-extract/Dataset.h"
#include "llvm/ADT/Twine.h"
#include <functional>
#include <optional>

namespace kx {

/// One line per kind of check, through \p Inform: the standalone units, the
/// HIP units (when \p Hip; with why some were skipped) and, with
/// \p Harness, the harnesses' links.
void reportChecks(const Dataset &Data, const std::optional<HipOptions> &Hip,
                  bool Harness,
                  const std::function<void(const llvm::Twine &)> &Inform);

} // namespace kx

#endif
