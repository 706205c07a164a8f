//===- PreprocessorRecord.cpp - What the preprocessor did in a TU ---------===//

#include "PreprocessorRecord.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;

namespace kx {

namespace {

class Recorder : public PPCallbacks {
public:
  Recorder(PreprocessorRecord &Record, SourceManager &SM)
      : Record(Record), SM(SM) {}

  void MacroExpands(const Token &Name, const MacroDefinition &Definition,
                    SourceRange, const MacroArgs *) override {
    // Expansions inside other macros come with their outer one: the macro
    // closure adds the macros a definition uses. A name the file passes to
    // another macro (`ROUND(a, b, F)`, F a macro too) is expanded there:
    // it is recorded where the file spells it.
    SourceLocation Loc = Name.getLocation();
    if (Loc.isMacroID() && SM.isMacroArgExpansion(Loc))
      Loc = SM.getSpellingLoc(Loc);
    if (Loc.isFileID())
      if (const MacroInfo *Macro = Definition.getMacroInfo())
        Record.Expansions.push_back(
            {Loc, Macro, Name.getIdentifierInfo()->getName().str()});
  }

  void SourceRangeSkipped(SourceRange Range, SourceLocation) override {
    Record.Skipped.push_back(Range);
  }
  void If(SourceLocation Loc, SourceRange Condition,
          ConditionValueKind) override {
    open(Loc, text(Condition));
  }
  void Ifdef(SourceLocation Loc, const Token &Name,
             const MacroDefinition &) override {
    open(Loc, Name.getIdentifierInfo()->getName());
  }
  void Ifndef(SourceLocation Loc, const Token &Name,
              const MacroDefinition &) override {
    open(Loc, Name.getIdentifierInfo()->getName());
  }
  void Elif(SourceLocation Loc, SourceRange Condition, ConditionValueKind,
            SourceLocation) override {
    add(Loc, text(Condition));
  }
  void Elifdef(SourceLocation Loc, const Token &Name,
               const MacroDefinition &) override {
    add(Loc, Name.getIdentifierInfo()->getName());
  }
  void Elifndef(SourceLocation Loc, const Token &Name,
                const MacroDefinition &) override {
    add(Loc, Name.getIdentifierInfo()->getName());
  }
  void Else(SourceLocation Loc, SourceLocation) override { add(Loc, ""); }
  void Endif(SourceLocation Loc, SourceLocation) override {
    add(Loc, "");
    if (!Open.empty()) {
      Record.Conditionals.push_back(std::move(Open.back()));
      Open.pop_back();
    }
  }

  void InclusionDirective(SourceLocation HashLoc, const Token &,
                          StringRef FileName, bool IsAngled,
                          CharSourceRange, OptionalFileEntryRef File,
                          StringRef, StringRef, const Module *, bool,
                          SrcMgr::CharacteristicKind) override {
    Pending = {HashLoc, IsAngled ? "<" + FileName.str() + ">"
                                 : "\"" + FileName.str() + "\""};
  }

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    // The file entered right after an #include is the one it named.
    if (Reason != EnterFile || Pending.Spelled.empty())
      return;
    Record.Inclusions.try_emplace(SM.getFileID(Loc), Pending);
    Pending = {};
  }

private:
  StringRef text(SourceRange Range) {
    return Lexer::getSourceText(CharSourceRange::getCharRange(Range), SM,
                                LangOptions());
  }
  void open(SourceLocation Loc, StringRef Condition) {
    Open.emplace_back();
    add(Loc, Condition);
  }
  void add(SourceLocation Loc, StringRef Condition) {
    if (Open.empty())
      return;
    Open.back().Directives.push_back(Loc);
    if (Condition.contains("__"))
      Open.back().TestsCompiler = true;
    if (Condition.contains("__CUDA_ARCH__") ||
        Condition.contains("__HIP_DEVICE_COMPILE__") ||
        Condition.contains("__SYCL_DEVICE_ONLY__"))
      Open.back().TestsDevicePass = true;
  }

  PreprocessorRecord &Record;
  SourceManager &SM;
  PreprocessorRecord::Inclusion Pending;
  std::vector<PreprocessorRecord::Conditional> Open;
};

} // namespace

SourceLocation PreprocessorRecord::includeLoc(FileID File,
                                              const SourceManager &SM) const {
  auto It = IncludedFrom.find(File);
  return It != IncludedFrom.end() ? It->second : SM.getIncludeLoc(File);
}

void PreprocessorRecord::attach(Preprocessor &ThePP) {
  PP = &ThePP;
  ThePP.addPPCallbacks(
      std::make_unique<Recorder>(*this, ThePP.getSourceManager()));
}

} // namespace kx
