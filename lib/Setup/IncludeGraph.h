//===- IncludeGraph.h - Which TUs include a file ----------------*- C++ -*-===//
//
// Kernels live in headers that no compile command names. To parse such a
// header, kernel-extract needs a TU that includes it; the include graph comes
// from clang's dependency scanner (the library behind clang-scan-deps), which
// preprocesses minimized sources instead of parsing them.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_INCLUDEGRAPH_H
#define KERNEL_EXTRACT_INCLUDEGRAPH_H

#include "CommandTranslation.h"
#include "llvm/ADT/StringMap.h"
#include <string>
#include <vector>

namespace kx {

class IncludeGraph {
public:
  /// Scans every command (skipped ones are ignored) with \p Jobs threads.
  static IncludeGraph scan(llvm::ArrayRef<ParseCommand> Commands,
                           unsigned Jobs);

  /// Indices into the scanned commands of the TUs that include \p RealPath,
  /// directly or not, in ascending order.
  llvm::ArrayRef<size_t> includers(llvm::StringRef RealPath) const;

  /// TUs whose scan failed, with the reason (they include nothing here).
  std::vector<std::pair<size_t, std::string>> Failures;

private:
  llvm::StringMap<std::vector<size_t>> Includers;
};

/// The entry of \p Files (absolute) nearest to \p Path: the one sharing the
/// longest leading run of directories, the first by name on a tie.
std::optional<size_t> nearestFile(llvm::ArrayRef<std::string> Files,
                                  llvm::StringRef Path);

} // namespace kx

#endif
