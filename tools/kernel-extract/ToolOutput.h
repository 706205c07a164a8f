//===- ToolOutput.h - What the command line says, and how it ends -*- C++ -*-===//
//
// Shared by the extraction and `merge`: one-line errors that end the run
// (releasing the output directory's lock), notes that do not tear the
// progress line, and the exit statuses scripts test for.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TOOL_TOOLOUTPUT_H
#define KERNEL_EXTRACT_TOOL_TOOLOUTPUT_H

#include "Progress.h"
#include "kernel-extract/Output.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/ADT/Twine.h"
#include <memory>
#include <string>

namespace kx {

/// Documented in docs/usage.md; scripts test for these.
enum ExitCode {
  Success = 0,
  InputError = 1,
  SomeTUsFailed = 2,
  SomeTasksFailed = 3, ///< `kernel-extract check`
};

/// Prints `kernel-extract: error: <Message>` and exits with InputError.
[[noreturn]] void fail(const llvm::Twine &Message);

/// Prints `kernel-extract: <Message>` on stderr.
void note(const llvm::Twine &Message);

/// The progress line notes go through, once options are read.
void setProgress(std::unique_ptr<Progress> Line);
Progress &progress();

/// Keeps \p Lock until the process ends, fail() included.
void holdOutputLock(std::unique_ptr<OutputLock> Lock);

/// \p Path absolute, without `.` and `..`.
std::string absolute(llvm::StringRef Path);

} // namespace kx

#endif
