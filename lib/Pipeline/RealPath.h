//===- RealPath.h - A path with its links resolved, if it exists -*- C++ -*-===//

#ifndef KERNEL_EXTRACT_PIPELINE_REALPATH_H
#define KERNEL_EXTRACT_PIPELINE_REALPATH_H

#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include <string>

namespace kx {

/// \p Path with its links resolved; \p Path itself where it does not exist.
inline std::string realPathOr(llvm::StringRef Path) {
  llvm::SmallString<256> Real;
  if (llvm::sys::fs::real_path(Path, Real))
    return Path.str();
  return std::string(Real);
}

} // namespace kx

#endif
