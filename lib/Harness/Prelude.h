//===- Prelude.h - The helpers every harness carries ------------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_HARNESS_PRELUDE_H
#define KERNEL_EXTRACT_HARNESS_PRELUDE_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace kx {

/// The `kx_harness` namespace: parameter-type deduction, a seeded
/// generator, buffers, copies, `name=value` arguments and the output file;
/// its runtime calls are \p Runtime's (`cuda`, `hip`).
std::string harnessPrelude(llvm::StringRef Runtime);

} // namespace kx

#endif
