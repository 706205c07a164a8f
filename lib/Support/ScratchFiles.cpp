//===- ScratchFiles.cpp - Temporaries removed on every exit ---------------===//

#include "kernel-extract/ScratchFiles.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Signals.h"
#include <atomic>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ftw.h>
#include <fmt/format.h>

using namespace llvm;

namespace kx {

namespace {

/// The directories to remove on an interrupt. A fixed table of atomics:
/// the handler reads it without locks or allocation. A run holds a few
/// (one --verify scratch, one staging directory).
constexpr size_t MaxRegistered = 64;
std::atomic<char *> Registered[MaxRegistered];

int removeEntry(const char *Path, const struct stat *, int, struct FTW *) {
  ::remove(Path);
  return 0;
}

constexpr int InterruptSignals[] = {SIGINT, SIGTERM, SIGHUP};

void onInterrupt(int Signal) {
  for (std::atomic<char *> &Slot : Registered)
    if (char *Dir = Slot.exchange(nullptr))
      ::nftw(Dir, removeEntry, 16, FTW_DEPTH | FTW_PHYS);
  // What LLVM would have done: remove the files registered with it.
  sys::RunInterruptHandlers();
  std::signal(Signal, SIG_DFL);
  std::raise(Signal);
}

} // namespace

void installInterruptCleanup() {
  for (int Signal : InterruptSignals) {
    struct sigaction Action = {};
    Action.sa_handler = onInterrupt;
    sigemptyset(&Action.sa_mask);
    for (int Other : InterruptSignals)
      sigaddset(&Action.sa_mask, Other);
    sigaction(Signal, &Action, nullptr);
  }
}

void removeOnInterrupt(StringRef Dir) {
  char *Copy = strndup(Dir.data(), Dir.size());
  for (std::atomic<char *> &Slot : Registered) {
    char *Empty = nullptr;
    if (Slot.compare_exchange_strong(Empty, Copy))
      return;
  }
  std::free(Copy); // Full: the directory is still removed on a normal exit.
}

void dontRemoveOnInterrupt(StringRef Dir) {
  for (std::atomic<char *> &Slot : Registered) {
    char *Current = Slot.load();
    if (Current && Dir == Current &&
        Slot.compare_exchange_strong(Current, nullptr)) {
      std::free(Current);
      return;
    }
  }
}

Expected<ScratchDirectory> ScratchDirectory::create(StringRef Prefix) {
  SmallString<128> Path;
  if (std::error_code EC = sys::fs::createUniqueDirectory(Prefix, Path))
    return createStringError(
        EC, fmt::format("cannot create a temporary directory: {}",
                        EC.message()));
  removeOnInterrupt(Path);
  return ScratchDirectory(std::string(Path));
}

ScratchDirectory::~ScratchDirectory() {
  if (Path.empty())
    return;
  dontRemoveOnInterrupt(Path);
  sys::fs::remove_directories(Path, /*IgnoreErrors=*/true);
}

std::string ScratchDirectory::newFile(StringRef Stem, StringRef Suffix) {
  static std::atomic<unsigned> Counter{0};
  SmallString<256> File(Path);
  sys::path::append(File, fmt::format("{}-{}.{}", Stem.str(), Counter++,
                                      Suffix.str()));
  return std::string(File);
}

} // namespace kx
