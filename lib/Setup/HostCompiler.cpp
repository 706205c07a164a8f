//===- HostCompiler.cpp - What nvcc's host compiler contributes -----------===//

#include "HostCompiler.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include <map>
#include <mutex>

using namespace llvm;

namespace kx {

HostCompilerFacts parseHostCompilerOutput(StringRef Output) {
  HostCompilerFacts Facts;
  bool InList = false;
  SmallVector<StringRef, 64> Lines;
  Output.split(Lines, '\n');
  for (StringRef Line : Lines) {
    Line = Line.rtrim();
    if (Line.starts_with("#include <...> search starts here:")) {
      InList = true;
      continue;
    }
    if (Line.starts_with("End of search list.")) {
      InList = false;
      continue;
    }
    if (InList) {
      StringRef Dir = Line.trim();
      // macOS marks framework directories; never a plain include dir.
      if (Dir.ends_with("(framework directory)"))
        continue;
      SmallString<256> Clean(Dir);
      sys::path::remove_dots(Clean, /*remove_dot_dot=*/true);
      // The C++ standard library is clang's choice (the same libstdc++ in
      // practice); a second copy after it would only shadow nothing.
      if (StringRef(Clean).contains("/c++/"))
        continue;
      Facts.IncludeDirs.push_back(std::string(Clean));
      continue;
    }
    if (Line.consume_front("#define _OPENMP "))
      Facts.OpenMPVersion = Line.trim().str();
  }
  return Facts;
}

std::optional<HostCompilerFacts> queryHostCompiler(StringRef Compiler,
                                                   bool OpenMP) {
  static std::mutex Lock;
  static std::map<std::pair<std::string, bool>,
                  std::optional<HostCompilerFacts>>
      Known;
  std::lock_guard<std::mutex> Guard(Lock);
  auto Key = std::make_pair(Compiler.str(), OpenMP);
  if (auto It = Known.find(Key); It != Known.end())
    return It->second;
  std::optional<HostCompilerFacts> &Result = Known[Key];

  std::string Program = Compiler.str();
  if (!sys::path::is_absolute(Program) || !sys::fs::can_execute(Program)) {
    ErrorOr<std::string> Found =
        sys::findProgramByName(sys::path::filename(Compiler));
    if (!Found)
      return Result;
    Program = *Found;
  }
  SmallString<128> OutputFile;
  if (sys::fs::createTemporaryFile("kernel-extract-host", "txt", OutputFile))
    return Result;
  FileRemover Remove(OutputFile);
  std::vector<StringRef> Args = {Program, "-x", "c++", "-E", "-v", "-dM"};
  if (OpenMP)
    Args.push_back("-fopenmp");
  Args.push_back("-");
  std::optional<StringRef> Redirects[] = {StringRef("/dev/null"),
                                          StringRef(OutputFile),
                                          StringRef(OutputFile)};
  if (sys::ExecuteAndWait(Program, Args, /*Env=*/std::nullopt, Redirects,
                          /*SecondsToWait=*/60) != 0)
    return Result;
  ErrorOr<std::unique_ptr<MemoryBuffer>> Output =
      MemoryBuffer::getFile(OutputFile);
  if (!Output)
    return Result;
  Result = parseHostCompilerOutput((*Output)->getBuffer());
  return Result;
}

} // namespace kx
