//===- ParseDiagnostics.cpp - What went wrong in a TU, and the fix --------===//

#include "ParseDiagnostics.h"
#include "Support/DiagnosticText.h"
#include "clang/Basic/DiagnosticLex.h"
#include "clang/Basic/DiagnosticSema.h"
#include "clang/Basic/SourceManager.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <mutex>
#include <optional>

using namespace clang;
using namespace llvm;

namespace kx {

namespace {

std::optional<SourceSite> siteOf(const Diagnostic &Info) {
  if (!Info.hasSourceManager() || !Info.getLocation().isValid())
    return std::nullopt;
  const SourceManager &SM = Info.getSourceManager();
  auto [File, Offset] =
      SM.getDecomposedLoc(SM.getExpansionLoc(Info.getLocation()));
  OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File);
  if (!Entry)
    return std::nullopt;
  StringRef Real = Entry->getFileEntry().tryGetRealPathName();
  return SourceSite{Real.empty() ? Entry->getName().str() : Real.str(),
                    Offset};
}

} // namespace

void ParseDiagnostics::HandleDiagnostic(DiagnosticsEngine::Level Level,
                                        const Diagnostic &Info) {
  DiagnosticConsumer::HandleDiagnostic(Level, Info);
  if (Level == DiagnosticsEngine::Note) {
    unsigned ID = Info.getID();
    if (NextNoteIsRedeclared && (ID == diag::note_previous_declaration ||
                                 ID == diag::note_member_def_close_match))
      if (std::optional<SourceSite> Site = siteOf(Info))
        Asked.HostDevice.push_back(std::move(*Site));
    NextNoteIsRedeclared = false;
    return;
  }
  NextNoteIsRedeclared = false;
  if (Level < DiagnosticsEngine::Error)
    return;
  std::string Described = describeDiagnostic(Info);
  if (FirstError.empty())
    FirstError = Described;
  if (Errors.size() < MaxKeptErrors)
    Errors.push_back(Described);
  if (Info.getID() == diag::err_pp_file_not_found && Info.getNumArgs() > 0)
    MissingHeaders.push_back(Info.getArgStdStr(0));
  std::optional<SourceSite> Site = siteOf(Info);
  if (!Site)
    return;
  ErrorLocations.push_back(*Site);
  // A genuine mismatch stays one when both are read as __host__ __device__.
  if (Info.getID() == diag::err_cuda_ovl_target ||
      Info.getID() == diag::err_member_decl_does_not_match) {
    Asked.HostDevice.push_back(*Site);
    NextNoteIsRedeclared = true;
  }
  if ((Info.getID() == diag::err_typecheck_invalid_restrict_not_pointer ||
       Info.getID() == diag::err_typecheck_invalid_restrict_not_pointer_noarg) &&
      LangOpts && PP)
    if (std::optional<IgnoredSpelling> Restrict = rejectedRestrict(
            Info.getSourceManager().getExpansionLoc(Info.getLocation()),
            Site->first, Info.getSourceManager(), *LangOpts, *PP))
      Asked.Ignored.push_back(std::move(*Restrict));
  if (Info.getID() == diag::err_shared_var_init)
    if (std::optional<IgnoredSpelling> Shared = rejectedSharedConstruction(
            Info.getSourceManager().getExpansionLoc(Info.getLocation()),
            Site->first, Info.getSourceManager()))
      Asked.Ignored.push_back(std::move(*Shared));
  if (Info.getID() == diag::err_param_default_argument_member_template_redecl &&
      LangOpts) {
    const SourceManager &SM = Info.getSourceManager();
    SourceLocation Last = Info.getNumRanges() > 0
                              ? SM.getExpansionLoc(Info.getRange(0).getEnd())
                              : SourceLocation();
    if (std::optional<IgnoredSpelling> Default = rejectedDefaultArgument(
            SM.getExpansionLoc(Info.getLocation()), Last, Site->first, SM,
            *LangOpts))
      Asked.Ignored.push_back(std::move(*Default));
  }
}

void ParseDiagnostics::BeginSourceFile(const LangOptions &LangOpts,
                                       const Preprocessor *PP) {
  DiagnosticConsumer::BeginSourceFile(LangOpts, PP);
  this->LangOpts = &LangOpts;
  this->PP = PP;
}

namespace {

template <typename Site>
bool addEach(std::vector<Site> &Into, const std::vector<Site> &More) {
  size_t Before = Into.size();
  llvm::append_range(Into, More);
  llvm::sort(Into);
  Into.erase(std::unique(Into.begin(), Into.end()), Into.end());
  return Into.size() != Before;
}

} // namespace

bool NvccReadings::add(const NvccReadings &More) {
  bool NewHostDevice = addEach(HostDevice, More.HostDevice);
  bool NewIgnored = addEach(Ignored, More.Ignored);
  return NewHostDevice || NewIgnored;
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
