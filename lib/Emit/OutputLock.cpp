//===- OutputLock.cpp - One run at a time per output directory ------------===//

#include "kernel-extract/Output.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Signals.h"
#include <fmt/format.h>
#include <unistd.h>

using namespace llvm;

namespace kx {

static Error error(std::string Message) {
  return createStringError(inconvertibleErrorCode(), Message);
}

/// The staging and scratch directories a killed run left (named
/// `.kernel-extract-*`); only called while holding the lock, so none is a
/// live run's.
static void removeStaleStaging(StringRef Dir) {
  std::error_code EC;
  std::vector<std::string> Stale;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC)) {
    StringRef Name = sys::path::filename(It->path());
    if (Name.starts_with(".kernel-extract-") && Name != OutputLock::FileName)
      Stale.push_back(It->path());
  }
  for (const std::string &Path : Stale)
    sys::fs::remove_directories(Path, /*IgnoreErrors=*/true);
}

Expected<std::unique_ptr<OutputLock>> OutputLock::acquire(StringRef Dir) {
  bool Created = !sys::fs::exists(Dir);
  if (std::error_code EC = sys::fs::create_directories(Dir))
    return error(fmt::format("-o {}: cannot create directory: {}", Dir.str(),
                             EC.message()));
  SmallString<256> File(Dir);
  sys::path::append(File, FileName);
  // The lock is on the open file: a run that unlinks the file as it ends
  // may leave a second run holding a lock on the unlinked one, so the
  // file locked must still be the one at the path.
  for (unsigned Attempt = 0; Attempt < 8; ++Attempt) {
    int FD;
    if (std::error_code EC = sys::fs::openFileForReadWrite(
            File, FD, sys::fs::CD_OpenAlways, sys::fs::OF_None))
      return error(fmt::format("-o {}: cannot create '{}': {}", Dir.str(),
                               FileName.str(), EC.message()));
    if (sys::fs::tryLockFile(FD)) {
      std::string Owner = "another kernel-extract run";
      if (auto Text = MemoryBuffer::getOpenFile(
              sys::fs::convertFDToNativeFile(FD), File, /*FileSize=*/-1))
        if (StringRef Pid = (*Text)->getBuffer().trim(); !Pid.empty())
          Owner += fmt::format(" (pid {})", Pid.str());
      ::close(FD);
      return error(fmt::format("-o {}: {} is writing this directory; wait "
                               "for it or choose another",
                               Dir.str(), Owner));
    }
    sys::fs::file_status Locked, AtPath;
    if (!sys::fs::status(FD, Locked) && !sys::fs::status(File, AtPath) &&
        sys::fs::equivalent(Locked, AtPath)) {
      std::string Pid = fmt::format("{}\n", sys::Process::getProcessId());
      if (::ftruncate(FD, 0) == 0)
        (void)!::pwrite(FD, Pid.data(), Pid.size(), 0);
      removeStaleStaging(Dir);
      sys::RemoveFileOnSignal(File);
      return std::unique_ptr<OutputLock>(
          new OutputLock(Dir.str(), std::string(File), FD, Created));
    }
    ::close(FD);
  }
  return error(fmt::format("-o {}: cannot lock '{}': it keeps being "
                           "replaced",
                           Dir.str(), FileName.str()));
}

OutputLock::~OutputLock() {
  sys::DontRemoveFileOnSignal(File);
  sys::fs::remove(File);
  ::close(FD); // Drops the lock.
  if (Created)
    sys::fs::remove(Dir); // Only if empty: a run that wrote nothing.
}

} // namespace kx
