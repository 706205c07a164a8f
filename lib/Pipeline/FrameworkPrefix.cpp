//===- FrameworkPrefix.cpp - The framework headers a TU enters first ------===//

#include "FrameworkPrefix.h"
#include "RealPath.h"
#include "kernel-extract/Extraction.h"
#include "clang/Lex/HeaderSearch.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include <map>
#include <optional>

using namespace clang;

namespace kx {

namespace {

class PrefixReader : public PPCallbacks {
public:
  PrefixReader(Preprocessor &PP, const ProjectScope &Scope,
               std::vector<PrefixHeader> &Prefix)
      : PP(PP), SM(PP.getSourceManager()), Scope(Scope), Project(SM, Scope),
        Prefix(Prefix) {}

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled, CharSourceRange,
                          OptionalFileEntryRef File, StringRef, StringRef,
                          const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Pending.reset();
    if (Closed || !File || !Project.contains(SM.getFileID(HashLoc)))
      return;
    std::string Path = realPathOr(File->getName());
    if (Scope.contains(Path))
      return;
    Pending = PrefixHeader{IsAngled ? "<" + FileName.str() + ">"
                                    : "\"" + FileName.str() + "\"",
                           std::move(Path)};
  }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID Exited) override {
    if (Reason == ExitFile) {
      // A header with no include guard would be entered again by a TU
      // parsed on a preamble that holds it: the prefix ends before it.
      auto It = llvm::find(Entered, Exited);
      OptionalFileEntryRef File = SM.getFileEntryRefForID(Exited);
      if (It != Entered.end() && File &&
          !PP.getHeaderSearchInfo().isFileMultipleIncludeGuarded(*File)) {
        Prefix.resize(It - Entered.begin());
        Entered.erase(It, Entered.end());
        Closed = true;
      }
      return;
    }
    if (Reason != EnterFile || !Pending)
      return;
    if (!llvm::is_contained(Prefix, *Pending)) {
      Prefix.push_back(std::move(*Pending));
      Entered.push_back(SM.getFileID(Loc));
    }
    Pending.reset();
  }

  void FileSkipped(const FileEntryRef &, const Token &,
                   SrcMgr::CharacteristicKind) override {
    Pending.reset();
  }

  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &) override {
    if (!Closed && Project.contains(SM.getFileID(Loc)))
      Guards.sawIfndef(SM.getFileID(Loc), Name.getIdentifierInfo());
  }

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    if (Closed || !Project.contains(SM.getFileID(Name.getLocation())))
      return;
    if (!Guards.isGuard(SM.getFileID(Name.getLocation()), Name, MD))
      Closed = true;
  }

  void MacroUndefined(const Token &Name, const MacroDefinition &,
                      const MacroDirective *) override {
    if (!Closed && Project.contains(SM.getFileID(Name.getLocation())))
      Closed = true;
  }

  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) override {
    if (!Closed && Project.contains(SM.getFileID(Loc)) &&
        !isPragmaOnce(SM, Loc))
      Closed = true;
  }

  void sawToken(const Token &Tok) {
    if (!Closed && Project.contains(Tok.getLocation()))
      Closed = true;
  }

private:
  Preprocessor &PP;
  SourceManager &SM;
  const ProjectScope &Scope;
  ProjectFiles Project;
  std::vector<PrefixHeader> &Prefix;
  /// Parallel to Prefix.
  std::vector<FileID> Entered;
  /// The project's code has begun: nothing after it is prefix.
  bool Closed = false;
  std::optional<PrefixHeader> Pending;
  IncludeGuards Guards;
};

} // namespace

bool ProjectFiles::contains(FileID File) {
  if (File == Last)
    return LastContained;
  auto [It, New] = Known.try_emplace(File, false);
  if (New)
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
      It->second = Scope.contains(realPathOr(Entry->getName()));
  Last = File;
  LastContained = It->second;
  return It->second;
}

bool IncludeGuards::isGuard(FileID File, const Token &Name,
                            const MacroDirective *MD) const {
  auto It = Tested.find(File);
  return It != Tested.end() && It->second == Name.getIdentifierInfo() && MD &&
         MD->getMacroInfo() && MD->getMacroInfo()->getNumTokens() == 0;
}

bool isPragmaOnce(const SourceManager &SM, SourceLocation Loc) {
  bool Invalid = false;
  const char *Text = SM.getCharacterData(Loc, &Invalid);
  if (Invalid)
    return false;
  StringRef Line = StringRef(Text).split('\n').first;
  Line.consume_front("#");
  Line = Line.ltrim();
  return Line.consume_front("pragma") && Line.ltrim().starts_with("once");
}

TokenWatcher readFrameworkPrefix(Preprocessor &PP, const ProjectScope &Scope,
                                 std::vector<PrefixHeader> &Prefix) {
  auto Reader = std::make_unique<PrefixReader>(PP, Scope, Prefix);
  PrefixReader *Watching = Reader.get();
  // The preprocessor owns the reader, and outlives the parser's tokens.
  PP.addPPCallbacks(std::move(Reader));
  return [Watching](const Token &Tok) { Watching->sawToken(Tok); };
}

std::vector<PreambleGroup>
preambleGroups(const std::vector<TranslationUnitReport> &Reports) {
  std::map<std::pair<std::string, std::vector<std::string>>, PreambleGroup>
      ByKey;
  std::vector<const PreambleGroup *> Order;
  for (const TranslationUnitReport &Report : Reports) {
    if (Report.State != TranslationUnitReport::Status::Parsed ||
        Report.FrameworkPrefix.empty())
      continue;
    std::vector<std::string> Paths;
    for (const PrefixHeader &Header : Report.FrameworkPrefix)
      Paths.push_back(Header.Spelled + "\n" + Header.Path);
    auto [It, New] = ByKey.try_emplace({Report.CommandKey, std::move(Paths)});
    if (New) {
      It->second.Prefix = Report.FrameworkPrefix;
      Order.push_back(&It->second);
    }
    It->second.Files.push_back(Report.File);
  }
  std::vector<PreambleGroup> Groups;
  for (const PreambleGroup *Group : Order)
    if (Group->Files.size() > 1)
      Groups.push_back(*Group);
  llvm::stable_sort(Groups, [](const PreambleGroup &A, const PreambleGroup &B) {
    return A.Files.size() > B.Files.size();
  });
  return Groups;
}

} // namespace kx
