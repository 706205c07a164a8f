//===- ExecutionSpaces.cpp - nvcc's spaces for redeclarations ------------===//

#include "ExecutionSpaces.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/StringMap.h"
#include <memory>

using namespace clang;
using namespace llvm;

namespace kx {

namespace {

/// Watches the tokens the parser reads. At a site's first token it opens
/// force_cuda_host_device; Sema reads the declarator once the parser sees
/// what follows it (`{`, `;`, a constructor's `:`, `try`), so the pragma
/// closes at the token after that one.
class HostDeviceSites {
public:
  HostDeviceSites(CompilerInstance &CI, std::vector<SourceSite> Sites)
      : CI(CI), SM(CI.getSourceManager()) {
    for (SourceSite &Site : Sites)
      Offsets[Site.first].insert(Site.second);
  }

  void see(const Token &Tok) {
    SourceLocation Loc = SM.getExpansionLoc(Tok.getLocation());
    if (Open) {
      track(Tok, Loc);
      return;
    }
    if (Loc.isInvalid() || !Tok.isOneOf(tok::identifier, tok::kw_operator,
                                        tok::tilde))
      return;
    auto [File, Offset] = SM.getDecomposedLoc(Loc);
    const DenseSet<unsigned> *InFile = sitesIn(File);
    if (!InFile || !InFile->contains(Offset) ||
        !Opened.insert({File, Offset}).second || !CI.hasSema())
      return;
    CI.getSema().CUDA().PushForceHostDevice();
    Open = true;
    Depth = 0;
    Closing = false;
    Last = Loc;
  }

private:
  void track(const Token &Tok, SourceLocation Loc) {
    // A backtracking parser reads some tokens twice: count each once.
    if (Loc.isValid() && Loc != Last &&
        SM.isBeforeInTranslationUnit(Loc, Last))
      return;
    Last = Loc;
    if (Closing) {
      CI.getSema().CUDA().PopForceHostDevice();
      Open = false;
      return;
    }
    if (Tok.isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (Tok.isOneOf(tok::r_paren, tok::r_square) && Depth > 0)
      --Depth;
    else if (Depth == 0 && Tok.isOneOf(tok::l_brace, tok::semi, tok::colon,
                                       tok::kw_try))
      Closing = true;
  }

  const DenseSet<unsigned> *sitesIn(FileID File) {
    auto [It, New] = ByFile.try_emplace(File, nullptr);
    if (New)
      if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File)) {
        StringRef Real = Entry->getFileEntry().tryGetRealPathName();
        auto Found = Offsets.find(Real.empty() ? Entry->getName() : Real);
        if (Found != Offsets.end())
          It->second = &Found->second;
      }
    return It->second;
  }

  CompilerInstance &CI;
  SourceManager &SM;
  StringMap<DenseSet<unsigned>> Offsets;
  DenseMap<FileID, const DenseSet<unsigned> *> ByFile;
  DenseSet<std::pair<FileID, unsigned>> Opened;
  bool Open = false;
  bool Closing = false;
  unsigned Depth = 0;
  SourceLocation Last;
};

} // namespace

TokenWatcher readAsHostDevice(CompilerInstance &CI,
                              std::vector<SourceSite> Sites) {
  if (Sites.empty())
    return nullptr;
  auto Watcher = std::make_shared<HostDeviceSites>(CI, std::move(Sites));
  return [Watcher](const Token &Tok) { Watcher->see(Tok); };
}

} // namespace kx
