//===- Compilers.cpp - External compilers run by the checks ---------------===//

#include "Compilers.h"
#include "Support/ScratchFiles.h"
#include "kernel-extract/Verify.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <unistd.h> // environ

using namespace llvm;

namespace kx {

std::string showUnitAs(std::string Message, StringRef File, StringRef Shown) {
  for (size_t At; (At = Message.find(File.str())) != std::string::npos;)
    Message.replace(At, File.size(), Shown.str());
  return Message;
}


CompilerScratch::CompilerScratch(ScratchDirectory &Scratch) : Scratch(Scratch) {
  SmallString<256> Temp(Scratch.path());
  sys::path::append(Temp, "tmp");
  // Not create_directories: a worker still here after an interrupt
  // removed the scratch directory must not make it again.
  sys::fs::create_directory(Temp);
  for (char **Entry = environ; *Entry; ++Entry)
    if (!StringRef(*Entry).starts_with("TMPDIR="))
      Environment.push_back(*Entry);
  Environment.push_back(("TMPDIR=" + Temp).str());
  EnvironmentRefs.assign(Environment.begin(), Environment.end());
}

VerifyResult runCompiler(CompilerScratch &Where, StringRef Program,
                         std::vector<std::string> Args, std::string Shown,
                         StringRef File, StringRef ShownFile) {
  VerifyResult Result;
  Result.Command = std::move(Shown);
  std::string Log = Where.Scratch.newFile("compiler", "log");
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  Args.insert(Args.begin(), Program.str());
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  std::string Error;
  int Code = runStoppedOnInterrupt(Program, ArgRefs,
                                   ArrayRef<StringRef>(Where.EnvironmentRefs),
                                   Redirects, /*SecondsToWait=*/300, &Error);
  auto Output = MemoryBuffer::getFile(Log);
  sys::fs::remove(Log);
  if (Code == 0) {
    Result.Status = "ok";
    return Result;
  }
  Result.Status = "failed";
  Result.Error = !Error.empty() ? Error
                 : Output       ? firstErrorLine((*Output)->getBuffer())
                                : sys::path::filename(Program).str() +
                                " failed";
  Result.Error = showUnitAs(Result.Error, File, ShownFile);
  return Result;
}


std::vector<std::string> CompilerCheck::argsFor(StringRef File) const {
  std::vector<std::string> Args = Flags;
  llvm::append_range(Args, ArrayRef<std::string>{"-c", File.str(), "-o",
                                                 "/dev/null"});
  return Args;
}

std::string CompilerCheck::recorded(StringRef Shown) const {
  return fmt::format("{} {}", Name, llvm::join(argsFor(Shown), " "));
}

VerifyResult checkWithCompiler(CompilerScratch &Where,
                               const CompilerCheck &Compiler, StringRef File,
                               StringRef Shown) {
  return runCompiler(Where, Compiler.Program, Compiler.argsFor(File),
                     Compiler.recorded(Shown), File, Shown);
}

/// The ROCm library that provides header \p Path (`thrust/tuple.h`), if it
/// is one of them.
static StringRef rocmLibraryOf(StringRef Path) {
  static const std::pair<StringRef, StringRef> Libraries[] = {
      {"thrust/", "rocThrust"},     {"hipcub/", "hipCUB"},
      {"rocprim/", "rocPRIM"},      {"hiprand/", "hipRAND"},
      {"rocrand/", "rocRAND"},      {"hipblas", "hipBLAS"},
      {"rocblas", "rocBLAS"},       {"hipfft", "hipFFT"},
      {"hipsparse", "hipSPARSE"},   {"hipsolver", "hipSOLVER"},
      {"miopen/", "MIOpen"},        {"rccl", "RCCL"}};
  for (const auto &[Prefix, Library] : Libraries)
    if (Path.starts_with(Prefix))
      return Library;
  return {};
}

void skipForMissingLibrary(VerifyResult &Result) {
  constexpr StringRef NotFound = "' file not found";
  StringRef Error = Result.Error;
  size_t End = Error.find(NotFound);
  if (Result.Status != "failed" || End == StringRef::npos || End == 0)
    return;
  size_t Begin = Error.rfind('\'', End - 1);
  if (Begin == StringRef::npos)
    return;
  StringRef Header = Error.slice(Begin + 1, End);
  StringRef Library = rocmLibraryOf(Header);
  if (Library.empty())
    return;
  Result.Status = "skipped";
  Result.Reason = fmt::format("needs {} (<{}>), which is not installed",
                              Library.str(), Header.str());
  Result.Error.clear();
}


} // namespace kx
