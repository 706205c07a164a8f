//===- Output.h - A dataset written all or nothing into -o ------*- C++ -*-===//
//
// Everything of a run is written into a staging directory inside the output
// directory and moved into place at the end, so a failed or interrupted run
// leaves no partial files and a second run leaves no stale ones; scratch
// directories of the stages are removed on every exit, interrupts included.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_OUTPUT_H
#define KERNEL_EXTRACT_OUTPUT_H

#include "kernel-extract/Dataset.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <memory>
#include <string>
#include <vector>

namespace kx {

/// Keeps two runs from writing one output directory at once: an advisory
/// lock on `<dir>/.kernel-extract.lock`, which holds the owner's process
/// id while it runs. The system drops the lock when its process dies, so
/// the file a killed run leaves behind blocks nothing.
class OutputLock {
public:
  /// Creates \p Dir if needed and locks it; fails with a one-line message
  /// naming the live run that holds it. Removes what a killed run left
  /// (its staging directories).
  static llvm::Expected<std::unique_ptr<OutputLock>>
  acquire(llvm::StringRef Dir);

  /// Removes the lock file, and the directory if this run created it and
  /// wrote nothing into it.
  ~OutputLock();

  static constexpr llvm::StringLiteral FileName = ".kernel-extract.lock";

private:
  OutputLock(std::string Dir, std::string File, int FD, bool Created)
      : Dir(std::move(Dir)), File(std::move(File)), FD(FD),
        Created(Created) {}

  std::string Dir;
  std::string File;
  int FD;
  bool Created;
};

class OutputWriter {
public:
  /// Checks that \p Dir can be the output directory (creating it) and opens
  /// a staging area in it. Fails with a one-line message otherwise.
  static llvm::Expected<std::unique_ptr<OutputWriter>>
  open(llvm::StringRef Dir);

  /// Checks \p Dir without creating anything: used before parsing so bad
  /// output paths fail fast.
  static llvm::Error check(llvm::StringRef Dir);

  /// Refuses a \p Dir that holds one of \p Sources (the files the database
  /// compiles, absolute): `-o src` or `-o .` would mix the dataset's .cu
  /// files with the project's, where the next build's glob finds them.
  static llvm::Error checkHoldsNoSource(llvm::StringRef Dir,
                                        llvm::ArrayRef<std::string> Sources);

  ~OutputWriter();

  /// Stages \p Contents at \p RelativePath (forward slashes, no '..', not
  /// absolute: nothing can land outside the output directory).
  llvm::Error write(llvm::StringRef RelativePath, llvm::StringRef Contents);

  /// Moves the staged top-level entries into place, replacing those of a
  /// previous run.
  llvm::Error commit();

  unsigned filesWritten() const { return Written.size(); }

  /// Names the staging directories in the output directory.
  static constexpr llvm::StringLiteral StagingPrefix =
      ".kernel-extract-staging";

private:
  OutputWriter(std::string Dir, std::string Staging)
      : Dir(std::move(Dir)), Staging(std::move(Staging)) {}

  std::string Dir;
  std::string Staging;
  std::vector<std::string> Written;
};

/// Stages every file of \p Data in \p Out (not committed).
llvm::Error writeDataset(const Dataset &Data, OutputWriter &Out);

/// Stages one dataset of several projects (a merge's): ids unique over all,
/// each row with its project's provenance, summary.json with each project's
/// counts under `projects`.
llvm::Error writeDatasets(llvm::ArrayRef<const Dataset *> Projects,
                          OutputWriter &Out);

/// \p Path relative to \p Root when inside it, else unchanged: how stderr
/// and --list name files, for a user who reads them from anywhere.
std::string shownFromRoot(llvm::StringRef Path, llvm::StringRef Root);

/// Installs the handlers that remove every registered directory when the
/// process is interrupted, then let the signal end it as it would have.
/// Call once, after llvm::InitLLVM (whose handlers these replace for the
/// interrupt signals; files LLVM removes on a signal are still removed).
void installInterruptCleanup();

} // namespace kx

#endif
