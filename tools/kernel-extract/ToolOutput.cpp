//===- ToolOutput.cpp - What the command line says, and how it ends -------===//

#include "ToolOutput.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstdlib>

using namespace llvm;

namespace kx {

namespace {
// Static, so that fail(), which exits, still releases the lock.
std::unique_ptr<OutputLock> HeldOutputLock;
std::unique_ptr<Progress> ProgressLine;
} // namespace

void fail(const Twine &Message) {
  if (ProgressLine)
    ProgressLine->clear();
  errs() << "kernel-extract: error: " << Message << "\n";
  std::exit(InputError);
}

void note(const Twine &Message) {
  if (ProgressLine)
    ProgressLine->print("kernel-extract: " + Message);
  else
    errs() << "kernel-extract: " << Message << "\n";
}

void setProgress(std::unique_ptr<Progress> Line) {
  ProgressLine = std::move(Line);
}

Progress &progress() { return *ProgressLine; }

void holdOutputLock(std::unique_ptr<OutputLock> Lock) {
  HeldOutputLock = std::move(Lock);
}

std::string absolute(StringRef Path) {
  SmallString<256> Abs(Path);
  sys::fs::make_absolute(Abs);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

} // namespace kx
