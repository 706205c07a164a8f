//===- ParseDiagnostics.cpp - What went wrong in a TU, and the fix --------===//

#include "kernel-extract/ParseDiagnostics.h"
#include "kernel-extract/DiagnosticText.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <mutex>

using namespace clang;
using namespace llvm;

namespace kx {

void ParseDiagnostics::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                        const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level < DiagnosticsEngine::Error)
    return;
  std::string Described = describeDiagnostic(Info);
  if (FirstError.empty())
    FirstError = Described;
  if (Errors.size() < MaxKeptErrors)
    Errors.push_back(Described);
  if (Info.getID() == diag::err_pp_file_not_found && Info.getNumArgs() > 0)
    MissingHeaders.push_back(Info.getArgStdStr(0));
  if (Info.hasSourceManager() && Info.getLocation().isValid()) {
    const SourceManager &SM = Info.getSourceManager();
    auto [File, Offset] =
        SM.getDecomposedLoc(SM.getExpansionLoc(Info.getLocation()));
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File)) {
      StringRef Real = Entry->getFileEntry().tryGetRealPathName();
      ErrorLocations.push_back(
          {Real.empty() ? Entry->getName().str() : Real.str(), Offset});
    }
  }
}

std::string includeDirectoryFor(StringRef Header, StringRef ProjectRoot) {
  // Many TUs miss the same header: walk the trees once per header.
  static std::mutex Lock;
  static StringMap<std::string> Known;
  std::string Key = (ProjectRoot + "\n" + Header).str();
  {
    std::lock_guard<std::mutex> Guard(Lock);
    if (auto It = Known.find(Key); It != Known.end())
      return It->second;
  }
  std::string Suffix = ("/" + Header).str();
  std::vector<std::string> Found;
  for (StringRef Root : {ProjectRoot, StringRef("/usr/include"),
                         StringRef("/usr/local/include")}) {
    if (Root.empty() || !sys::fs::is_directory(Root))
      continue;
    std::error_code EC;
    // Symbolic links are not followed: a link to a parent directory
    // (`include/self -> .`) would make the walk endless.
    for (sys::fs::recursive_directory_iterator
             It(Root, EC, /*follow_symlinks=*/false),
         End;
         It != End && !EC; It.increment(EC)) {
      StringRef Path = It->path();
      if (sys::path::filename(Path).starts_with(".")) {
        It.no_push(); // .git and friends
        continue;
      }
      if (Path.ends_with(Suffix))
        Found.push_back(Path.drop_back(Suffix.size()).str());
    }
    if (!Found.empty())
      break;
  }
  llvm::sort(Found);
  std::string Result = Found.empty() ? "" : Found.front();
  std::lock_guard<std::mutex> Guard(Lock);
  Known[Key] = Result;
  return Result;
}

std::string missingHeaderAdvice(StringRef Header, StringRef ProjectRoot) {
  std::string Directory = includeDirectoryFor(Header, ProjectRoot);
  if (!Directory.empty())
    return fmt::format("missing header '{}': {} has it; add "
                       "--extra-arg=-I{} (or fix the build's include path)",
                       Header.str(), Directory, Directory);
  return fmt::format("missing header '{}': no directory here provides it; "
                     "install the package that does and add "
                     "--extra-arg=-I<its include dir>",
                     Header.str());
}

} // namespace kx
