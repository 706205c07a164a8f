//===- ScratchFiles.cpp - Temporaries removed on every exit ---------------===//

#include "ScratchFiles.h"
#include "kernel-extract/Output.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Signals.h"
#include <atomic>
#include <chrono>
#include <csignal>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <fmt/format.h>
#include <ftw.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <thread>
#include <unistd.h>

using namespace llvm;

namespace kx {

namespace {

/// The directories to remove on an interrupt. A fixed table of atomics:
/// the handler reads it without locks or allocation. A run holds a few
/// (one --verify scratch, one staging directory).
constexpr size_t MaxRegistered = 64;
std::atomic<char *> Registered[MaxRegistered];

/// The compilers running now (one per --verify worker), stopped before
/// their directories are removed: a compiler still writing would leave
/// files behind the removal.
std::atomic<pid_t> Children[MaxRegistered];

int removeEntry(const char *Path, const struct stat *, int, struct FTW *) {
  ::remove(Path);
  return 0;
}

void sleepTenMilliseconds() {
  struct timespec Pause = {0, 10 * 1000 * 1000};
  ::nanosleep(&Pause, nullptr);
}

/// SIGTERM to every child, SIGKILL to those still running two seconds
/// later. A compiler's own children (cicc, ptxas, the clang driver's
/// jobs) may outlive it; removeTree below waits out their last writes.
void stopChildren() {
  for (std::atomic<pid_t> &Slot : Children)
    if (pid_t Pid = Slot.load())
      ::kill(Pid, SIGTERM);
  for (int Tick = 0; Tick < 200; ++Tick) {
    bool Running = false;
    for (std::atomic<pid_t> &Slot : Children) {
      pid_t Pid = Slot.load();
      if (Pid && ::waitpid(Pid, nullptr, WNOHANG) == 0)
        Running = true;
      else if (Pid)
        Slot.compare_exchange_strong(Pid, 0);
    }
    if (!Running)
      return;
    sleepTenMilliseconds();
  }
  for (std::atomic<pid_t> &Slot : Children)
    if (pid_t Pid = Slot.exchange(0)) {
      ::kill(Pid, SIGKILL);
      ::waitpid(Pid, nullptr, 0);
    }
}

/// Removes \p Dir and all it holds, again while something still writes
/// into it (another worker's log, a compiler's last temporary).
void removeTree(const char *Dir) {
  for (int Try = 0; Try < 100; ++Try) {
    ::nftw(Dir, removeEntry, 16, FTW_DEPTH | FTW_PHYS);
    if (::access(Dir, F_OK) != 0)
      return;
    sleepTenMilliseconds();
  }
}

constexpr int InterruptSignals[] = {SIGINT, SIGTERM, SIGHUP};

void onInterrupt(int Signal) {
  stopChildren();
  for (std::atomic<char *> &Slot : Registered)
    if (char *Dir = Slot.exchange(nullptr))
      removeTree(Dir);
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

std::error_code createDirectoryRemovedOnInterrupt(StringRef Prefix,
                                                  SmallVectorImpl<char> &Path) {
  // Registered before it exists: an interrupt between the two steps would
  // otherwise leave the directory behind.
  SmallString<128> Model(Prefix);
  Model += "-%%%%%%";
  std::error_code EC;
  for (int Try = 0; Try < 128; ++Try) {
    sys::fs::createUniquePath(Model, Path, /*MakeAbsolute=*/true);
    std::string Name(Path.begin(), Path.end());
    removeOnInterrupt(Name);
    EC = sys::fs::create_directory(Name, /*IgnoreExisting=*/false);
    if (!EC)
      return EC;
    dontRemoveOnInterrupt(Name);
    if (EC != std::errc::file_exists)
      return EC;
  }
  return EC;
}

int runStoppedOnInterrupt(StringRef Program, ArrayRef<StringRef> Args,
                          std::optional<ArrayRef<StringRef>> Environment,
                          ArrayRef<std::optional<StringRef>> Redirects,
                          unsigned SecondsToWait, std::string *Error) {
  bool ExecutionFailed = false;
  sys::ProcessInfo Child =
      sys::ExecuteNoWait(Program, Args, Environment, Redirects,
                         /*MemoryLimit=*/0, Error, &ExecutionFailed);
  if (ExecutionFailed)
    return -1;
  std::atomic<pid_t> *Slot = nullptr;
  for (std::atomic<pid_t> &Free : Children) {
    pid_t Empty = 0;
    if (Free.compare_exchange_strong(Empty, Child.Pid)) {
      Slot = &Free;
      break;
    }
  }
  // Polled, not sys::Wait's timeout: that is one SIGALRM per process,
  // which another thread's wait takes or resets, and the child runs on.
  sys::ProcessInfo Ended;
  if (SecondsToWait == 0) {
    Ended = sys::Wait(Child, std::nullopt, Error);
  } else {
    auto Deadline = std::chrono::steady_clock::now() +
                    std::chrono::seconds(SecondsToWait);
    for (auto Pause = std::chrono::milliseconds(1);;
         Pause = std::min(Pause * 2, std::chrono::milliseconds(50))) {
      Ended = sys::Wait(Child, /*SecondsToWait=*/0u, Error);
      if (Ended.Pid != 0)
        break;
      if (std::chrono::steady_clock::now() >= Deadline) {
        ::kill(Child.Pid, SIGKILL);
        sys::Wait(Child, std::nullopt, nullptr);
        Ended.ReturnCode = -2;
        if (Error)
          *Error = fmt::format("timed out after {} s", SecondsToWait);
        break;
      }
      std::this_thread::sleep_for(Pause);
    }
  }
  if (Slot)
    Slot->store(0);
  return Ended.ReturnCode;
}

Expected<ScratchDirectory> ScratchDirectory::create(StringRef Prefix) {
  SmallString<128> Path;
  if (std::error_code EC = createDirectoryRemovedOnInterrupt(Prefix, Path))
    return createStringError(
        EC, fmt::format("cannot create a temporary directory: {}",
                        EC.message()));
  return ScratchDirectory(std::string(Path));
}

ScratchDirectory::~ScratchDirectory() {
  if (Path.empty())
    return;
  dontRemoveOnInterrupt(Path);
  sys::fs::remove_directories(Path, /*IgnoreErrors=*/true);
}

ScratchDirectory *LargeScratchOnDemand::get() {
  if (rlimit Limit; getrlimit(RLIMIT_FSIZE, &Limit) == 0 &&
                    Limit.rlim_cur != RLIM_INFINITY &&
                    Limit.rlim_cur < (rlim_t(256) << 20))
    return nullptr;
  if (!Dir && !Failed) {
    SmallString<256> Prefix(In);
    sys::path::append(Prefix, Name);
    if (auto Created = ScratchDirectory::create(Prefix))
      Dir.emplace(std::move(*Created));
    else {
      consumeError(Created.takeError());
      Failed = true;
    }
  }
  return Dir ? &*Dir : nullptr;
}

std::string ScratchDirectory::newFile(StringRef Stem, StringRef Suffix) {
  static std::atomic<unsigned> Counter{0};
  SmallString<256> File(Path);
  sys::path::append(File, fmt::format("{}-{}.{}", Stem.str(), Counter++,
                                      Suffix.str()));
  return std::string(File);
}

} // namespace kx
