//===- PreambleCheck.h - A TU on a preamble, read as on its own -*- C++ -*-===//
//
// A TU parsed on a preamble (Preamble.h) must read as its own parse would:
// enter the preamble's headers, in its order, before any code of its own,
// and read or redefine none of their macros before it would have entered
// the header that defines them. The check follows the TU's preprocessing
// until then; where it held, it completes the TU's preprocessor record with
// the preamble's part, in the TU's order.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_PREAMBLECHECK_H
#define KERNEL_EXTRACT_LIB_PIPELINE_PREAMBLECHECK_H

#include "ExecutionSpaces.h"
#include "Preamble.h"

namespace clang {
class CompilerInstance;
}

namespace kx {

/// Watches a TU parsed on a preamble (\p CI, after its -include-pch) and
/// answers whether it read as its own parse would have.
class PreambleCheck {
public:
  /// \p Own is the TU's record, which completeRecord() completes.
  PreambleCheck(clang::CompilerInstance &CI, const Preamble &Used,
                const ProjectScope &Scope, PreprocessorRecord &Own);
  ~PreambleCheck();

  /// Must see every token the parser reads.
  TokenWatcher watcher();

  /// Whether the TU entered the preamble's headers as its own parse would.
  bool held() const;
  /// Whether it is known already not to have: the rest of this parse is
  /// not used.
  bool failed() const;

  /// Adds the preamble's part to \p Record (the TU's own): call when the
  /// parse is over and held() is true.
  void completeRecord(PreprocessorRecord &Record) const;

private:
  class Watch;
  Watch *W; ///< Owned by the preprocessor.
  clang::CompilerInstance &CI;
  const Preamble &Used;
};

} // namespace kx

#endif
