//===- LaunchChevrons.h - Launches nvcc reads with blanks inside -*- C++ -*-===//
//
// nvcc lexes `k << <grid, block >> > (args)`, the spelling Visual Studio's
// formatter writes; clang does not, and the TU fails at each launch. The
// parse reads the project's files through an overlay that writes such a
// launch's chevrons together, `<<< ` and `>>> `: the same length, so every
// offset, line and column stays the file's own (NvccSpellings.h).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_LAUNCHCHEVRONS_H
#define KERNEL_EXTRACT_LIB_PIPELINE_LAUNCHCHEVRONS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace kx {

/// \p Text with every launch whose chevrons hold blanks (`<< <`, `>> >`)
/// written as clang lexes it, or nothing when it has none. Comments,
/// string and character literals are left alone.
std::optional<std::string> joinLaunchChevrons(llvm::StringRef Text);

} // namespace kx

#endif
