//===- ProjectRoot.cpp - The project a database describes -----------------===//

#include "kernel-extract/Extraction.h"
#include "RealPath.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <optional>

using namespace clang;
using namespace llvm;

namespace kx {

std::string commonProjectRoot(const tooling::CompilationDatabase &Database,
                              ArrayRef<std::string> Sources) {
  std::optional<std::string> Common;
  auto Narrow = [&](StringRef Dir) {
    std::string Real = realPathOr(Dir);
    if (!Common) {
      Common = Real;
      return;
    }
    while (!(StringRef(Real).starts_with(*Common) &&
             (Real.size() == Common->size() || Real[Common->size()] == '/' ||
              *Common == "/")))
      *Common = sys::path::parent_path(*Common).str();
  };
  for (const tooling::CompileCommand &Command :
       Database.getAllCompileCommands()) {
    Narrow(Command.Directory);
    SmallString<256> File(Command.Filename);
    if (!sys::path::is_absolute(File)) {
      File = Command.Directory;
      sys::path::append(File, Command.Filename);
    }
    Narrow(sys::path::parent_path(File));
    // `-I../common`: a directory named relative to the build's is the
    // project's own, and so are the kernels in its headers.
    const std::vector<std::string> &Args = Command.CommandLine;
    for (size_t I = 0; I < Args.size(); ++I) {
      StringRef Arg = Args[I], Dir;
      if (Arg == "-I" || Arg == "-iquote" || Arg == "--include-path")
        Dir = I + 1 < Args.size() ? StringRef(Args[++I]) : StringRef();
      else if (!Arg.consume_front("-I") && !Arg.consume_front("--include-path="))
        continue;
      else
        Dir = Arg;
      if (Dir.empty() || sys::path::is_absolute(Dir))
        continue;
      SmallString<256> Path(Command.Directory);
      sys::path::append(Path, Dir);
      if (sys::fs::is_directory(Path))
        Narrow(Path);
    }
  }
  for (const std::string &Source : Sources)
    Narrow(sys::path::parent_path(Source));
  return Common && !Common->empty() ? *Common : "/";
}

} // namespace kx
