//===- Naming.h - Readable, collision-safe output file names ----*- C++ -*-===//

#ifndef KERNEL_EXTRACT_NAMING_H
#define KERNEL_EXTRACT_NAMING_H

#include "kernel-extract/Kernel.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

/// Replaces every character that is not a letter, digit or '_' so the
/// result is one path component on every file system.
std::string sanitizeFileStem(llvm::StringRef Name);

/// Gives each kernel a file stem: its name when unique, else its qualified
/// name, then the stem of its file, then its line, until no two agree.
/// \p Kernels must be in a stable order; the result is parallel to it.
std::vector<std::string> assignFileStems(const std::vector<Kernel> &Kernels);

} // namespace kx

#endif
