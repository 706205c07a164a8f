//===- PreambleCheck.cpp - A TU on a preamble, read as on its own ---------===//

#include "PreambleCheck.h"
#include "FrameworkPrefix.h"
#include "RealPath.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Serialization/ASTReader.h"
#include "clang/Serialization/ModuleFile.h"
#include "llvm/ADT/DenseMap.h"
#include <optional>

using namespace clang;

namespace kx {

/// Follows a TU parsed on a preamble until its own code begins.
class PreambleCheck::Watch : public PPCallbacks {
public:
  Watch(Preprocessor &PP, const Preamble &Used, const ProjectScope &Scope,
        PreprocessorRecord &Own)
      : SM(PP.getSourceManager()), Used(Used), Scope(Scope), Project(SM, Scope),
        Own(Own) {}

  /// Where the TU names each prefix header: its `#`, its file name.
  struct Site {
    SourceLocation Hash, Name;
    std::string Spelled;
  };
  std::vector<Site> Sites;
  /// The TU's own record's sizes where each prefix header would begin.
  std::vector<std::array<size_t, 3>> OwnStarts;
  bool Violated = false;

  bool held() const { return !Violated && Sites.size() == Used.Prefix.size(); }

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled,
                          CharSourceRange Range, OptionalFileEntryRef File,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Pending.reset();
    if (Closed || !File || !Project.contains(SM.getFileID(HashLoc)))
      return;
    std::string Path = realPathOr(File->getName());
    if (!Scope.contains(Path))
      Pending = Waiting{std::move(Path),
                        {HashLoc, Range.getBegin(),
                         IsAngled ? "<" + FileName.str() + ">"
                                  : "\"" + FileName.str() + "\""}};
  }

  void FileSkipped(const FileEntryRef &, const Token &,
                   SrcMgr::CharacteristicKind) override {
    if (!Pending)
      return;
    Waiting Header = std::move(*Pending);
    Pending.reset();
    size_t Next = Sites.size();
    if (Next < Used.Prefix.size() && Header.Path == Used.Prefix[Next].Path) {
      OwnStarts.push_back(
          {Own.Expansions.size(), Own.Conditionals.size(), Own.Skipped.size()});
      Sites.push_back(std::move(Header.At));
      // The rest reads alike with or without the preamble.
      if (Sites.size() == Used.Prefix.size())
        Closed = true;
      return;
    }
    // Skipped in the TU's own parse too only if an earlier header of the
    // preamble (or what the command pre-includes) brought it.
    auto Part = Used.PartOf.find(Header.Path);
    if (Part != Used.PartOf.end() && Part->second > Sites.size())
      Violated = true;
  }

  void FileChanged(SourceLocation, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    // A framework header the preamble lacks, entered before the TU's own
    // code: its own parse has another prefix.
    if (Reason == EnterFile && Pending)
      Violated = true;
    if (Reason == EnterFile)
      Pending.reset();
  }

  void Ifdef(SourceLocation Loc, const Token &,
             const MacroDefinition &MD) override {
    readMacro(Loc, MD.getMacroInfo());
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &MD) override {
    readMacro(Loc, MD.getMacroInfo());
    if (!Closed && Project.contains(Loc))
      Guards.sawIfndef(SM.getFileID(Loc), Name.getIdentifierInfo());
  }
  void Elifdef(SourceLocation Loc, const Token &,
               const MacroDefinition &MD) override {
    readMacro(Loc, MD.getMacroInfo());
  }
  void Elifndef(SourceLocation Loc, const Token &,
                const MacroDefinition &MD) override {
    readMacro(Loc, MD.getMacroInfo());
  }
  void Defined(const Token &Name, const MacroDefinition &MD,
               SourceRange) override {
    readMacro(Name.getLocation(), MD.getMacroInfo());
  }
  void MacroExpands(const Token &Name, const MacroDefinition &MD, SourceRange,
                    const MacroArgs *) override {
    readMacro(Name.getLocation(), MD.getMacroInfo());
  }

  void MacroDefined(const Token &Name, const MacroDirective *MD) override {
    if (Closed || !Project.contains(Name.getLocation()))
      return;
    if (!Guards.isGuard(SM.getFileID(Name.getLocation()), Name, MD))
      return close();
    // A guard the preamble's headers define as well.
    if (const MacroDirective *Before = MD->getPrevious())
      readMacro(Name.getLocation(), Before->getMacroInfo());
  }

  void MacroUndefined(const Token &Name, const MacroDefinition &,
                      const MacroDirective *) override {
    if (!Closed && Project.contains(Name.getLocation()))
      close();
  }

  void PragmaDirective(SourceLocation Loc, PragmaIntroducerKind) override {
    if (!Closed && Project.contains(Loc) && !isPragmaOnce(SM, Loc))
      close();
  }

  void sawToken(const Token &Tok) {
    if (!Closed && Project.contains(Tok.getLocation()))
      close();
  }

private:
  struct Waiting {
    std::string Path;
    Site At;
  };

  /// The TU's code reads \p Macro before its own code begins: the TU's
  /// own parse would have seen it only if an entered header defined it.
  void readMacro(SourceLocation Where, const MacroInfo *Macro) {
    if (Closed || !Macro || !Project.contains(Where))
      return;
    SourceLocation Definition = Macro->getDefinitionLoc();
    if (Definition.isInvalid() || !SM.isLoadedSourceLocation(Definition))
      return;
    OptionalFileEntryRef Entry =
        SM.getFileEntryRefForID(SM.getFileID(Definition));
    if (!Entry)
      return;
    auto Part = Used.PartOf.find(realPathOr(Entry->getName()));
    if (Part != Used.PartOf.end() && Part->second > Sites.size())
      Violated = true;
  }

  void close() {
    Closed = true;
    if (Sites.size() != Used.Prefix.size())
      Violated = true;
  }

  SourceManager &SM;
  const Preamble &Used;
  const ProjectScope &Scope;
  ProjectFiles Project;
  PreprocessorRecord &Own;
  bool Closed = false;
  std::optional<Waiting> Pending;
  IncludeGuards Guards;
};

PreambleCheck::PreambleCheck(CompilerInstance &CI, const Preamble &Used,
                             const ProjectScope &Scope, PreprocessorRecord &Own)
    : CI(CI), Used(Used) {
  auto Watching =
      std::make_unique<Watch>(CI.getPreprocessor(), Used, Scope, Own);
  W = Watching.get();
  CI.getPreprocessor().addPPCallbacks(std::move(Watching));
}

PreambleCheck::~PreambleCheck() = default;

TokenWatcher PreambleCheck::watcher() {
  return [W = W](const Token &Tok) { W->sawToken(Tok); };
}

bool PreambleCheck::held() const { return W->held(); }

bool PreambleCheck::failed() const { return W->Violated; }

namespace {

/// The TU's order: part 0 of the build, the TU's own entries before the
/// first prefix header, that header's part, and so on.
template <typename T, typename Raw, typename F>
std::vector<T> interleave(const std::vector<std::vector<Raw>> &Parts,
                          const std::vector<T> &Own,
                          const std::vector<size_t> &OwnStarts, F Translate) {
  std::vector<T> All;
  size_t From = 0;
  for (size_t Part = 0; Part < Parts.size(); ++Part) {
    if (Part > 0) {
      size_t To = OwnStarts[Part - 1];
      All.insert(All.end(), Own.begin() + From, Own.begin() + To);
      From = To;
    }
    for (const Raw &Entry : Parts[Part])
      All.push_back(Translate(Entry));
  }
  All.insert(All.end(), Own.begin() + From, Own.end());
  return All;
}

} // namespace

void PreambleCheck::completeRecord(PreprocessorRecord &Record) const {
  Preprocessor &PP = CI.getPreprocessor();
  SourceManager &SM = CI.getSourceManager();
  serialization::ModuleFile &Loaded =
      CI.getASTReader()->getModuleManager().getPrimaryModule();
  auto At = [Shift = Loaded.SLocEntryBaseOffset - 2](unsigned Raw) {
    SourceLocation Loc = SourceLocation::getFromRawEncoding(Raw);
    return Loc.isValid() ? Loc.getLocWithOffset(Shift) : Loc;
  };
  std::vector<size_t> Starts[3];
  for (const auto &Start : W->OwnStarts)
    for (size_t I = 0; I < 3; ++I)
      Starts[I].push_back(Start[I]);

  llvm::DenseMap<std::pair<const IdentifierInfo *, unsigned>, const MacroInfo *>
      Macros;
  auto MacroAt = [&](StringRef Name, SourceLocation Definition) {
    IdentifierInfo *Id = PP.getIdentifierInfo(Name);
    auto [It, New] =
        Macros.try_emplace({Id, Definition.getRawEncoding()}, nullptr);
    if (New)
      for (MacroDirective *MD = PP.getLocalMacroDirectiveHistory(Id); MD;
           MD = MD->getPrevious())
        if (const MacroInfo *Info = MD->getMacroInfo();
            Info && Info->getDefinitionLoc() == Definition) {
          It->second = Info;
          break;
        }
    return It->second;
  };
  const PreambleRecord &Saved = Used.Record;
  Record.Expansions =
      interleave(Saved.Expansions, Record.Expansions, Starts[0],
                 [&](const PreambleRecord::Expansion &E) {
                   SourceLocation Definition = At(E.Definition);
                   return PreprocessorRecord::Expansion{
                       At(E.Loc), MacroAt(E.Name, Definition), E.Name};
                 });
  llvm::erase_if(Record.Expansions, [](const PreprocessorRecord::Expansion &E) {
    return E.Macro == nullptr;
  });
  Record.Conditionals =
      interleave(Saved.Conditionals, Record.Conditionals, Starts[1],
                 [&](const PreambleRecord::Conditional &C) {
                   PreprocessorRecord::Conditional Group;
                   for (unsigned Directive : C.Directives)
                     Group.Directives.push_back(At(Directive));
                   Group.TestsCompiler = C.TestsCompiler;
                   Group.TestsDevicePass = C.TestsDevicePass;
                   return Group;
                 });
  Record.Skipped =
      interleave(Saved.Skipped, Record.Skipped, Starts[2],
                 [&](const std::pair<unsigned, unsigned> &Range) {
                   return SourceRange(At(Range.first), At(Range.second));
                 });
  for (const PreambleRecord::Inclusion &Inclusion : Saved.Inclusions)
    Record.Inclusions.try_emplace(
        SM.getFileID(At(Inclusion.File)),
        PreprocessorRecord::Inclusion{At(Inclusion.HashLoc),
                                      Inclusion.Spelled});
  // The prefix headers, as the TU names them.
  for (size_t I = 0; I < W->Sites.size(); ++I) {
    FileID Header = SM.getFileID(At(Saved.PrefixFiles[I]));
    Record.Inclusions[Header] = {W->Sites[I].Hash, W->Sites[I].Spelled};
    Record.IncludedFrom[Header] = W->Sites[I].Name;
  }
}

} // namespace kx
