//===- ScratchFiles.h - Temporaries removed on every exit ----*- C++ -*-===//
//
// A run leaves nothing behind outside its output directory: the directories
// a stage creates for itself (the compilers --verify runs, their own
// temporary files through TMPDIR) are removed when the stage ends, when the
// process exits early, and when it is interrupted (SIGINT, SIGTERM, SIGHUP).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_SCRATCHFILES_H
#define KERNEL_EXTRACT_SCRATCHFILES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <optional>
#include <string>

namespace kx {

/// Registers \p Dir to be removed, with everything in it, if the process is
/// interrupted; \p Dir must stay registered only while it exists.
void removeOnInterrupt(llvm::StringRef Dir);
void dontRemoveOnInterrupt(llvm::StringRef Dir);

/// Creates a fresh directory `<Prefix>-XXXXXX` (made absolute) into
/// \p Path, registered for removal on interrupt before it exists.
std::error_code
createDirectoryRemovedOnInterrupt(llvm::StringRef Prefix,
                                  llvm::SmallVectorImpl<char> &Path);

/// llvm::sys::ExecuteAndWait, with the child stopped (SIGTERM, then
/// SIGKILL) before the registered directories are removed if the process
/// is interrupted while it runs. Returns what ExecuteAndWait returns; -2
/// when the child ran \p SecondsToWait seconds (0: no limit) and was
/// killed, its timeout kept by this thread (any number may wait at once).
int runStoppedOnInterrupt(
    llvm::StringRef Program, llvm::ArrayRef<llvm::StringRef> Args,
    std::optional<llvm::ArrayRef<llvm::StringRef>> Environment,
    llvm::ArrayRef<std::optional<llvm::StringRef>> Redirects,
    unsigned SecondsToWait, std::string *Error);

/// A fresh directory `<Prefix>-XXXXXX` (under the system's temporary
/// directory when \p Prefix is relative), removed with all it holds when
/// the object is destroyed or the process is interrupted.
class ScratchDirectory {
public:
  static llvm::Expected<ScratchDirectory> create(llvm::StringRef Prefix);

  ScratchDirectory(ScratchDirectory &&Other) : Path(std::move(Other.Path)) {
    Other.Path.clear();
  }
  ScratchDirectory(const ScratchDirectory &) = delete;
  ScratchDirectory &operator=(const ScratchDirectory &) = delete;
  ~ScratchDirectory();

  llvm::StringRef path() const { return Path; }

  /// A path in the directory for a new file named \p Stem-<n>.<Suffix>.
  std::string newFile(llvm::StringRef Stem, llvm::StringRef Suffix);

private:
  explicit ScratchDirectory(std::string Path) : Path(std::move(Path)) {}

  std::string Path;
};

/// A ScratchDirectory `<In>/<Name>-XXXXXX` (under the system's temporary
/// directory when \p In is empty), made when first asked for, for files
/// as large as a precompiled header: none where it cannot be
/// made, or where the file size limit (ulimit -f) is under 256 MiB and
/// writing one would end the process. Callers serialize get().
class LargeScratchOnDemand {
public:
  LargeScratchOnDemand(std::string In, std::string Name)
      : In(std::move(In)), Name(std::move(Name)) {}
  ScratchDirectory *get();

private:
  std::string In, Name;
  std::optional<ScratchDirectory> Dir;
  bool Failed = false;
};

} // namespace kx

#endif
