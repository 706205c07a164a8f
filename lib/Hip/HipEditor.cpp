//===- HipEditor.cpp - Edits and notes on a unit's HIP spelling ----------===//

#include "HipEditor.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "clang/Lex/Lexer.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

HipEditor::HipEditor(SourceFacts &Facts, UnitSpelling &Spelling,
                     std::vector<HipNote> &Notes,
                     std::set<std::string> &Translations)
    : Facts(Facts), SM(Facts.SM), LO(Facts.Context.getLangOpts()),
      Spelling(Spelling), Notes(Notes), Translations(Translations) {}

bool HipEditor::spelledToken(SourceLocation Loc, llvm::StringRef Name) {
  SourceLocation Spelled = SM.getSpellingLoc(Loc);
  if (!SM.getFileEntryRefForID(SM.getFileID(Spelled)))
    return false;
  bool Invalid = false;
  const char *Data = SM.getCharacterData(Spelled, &Invalid);
  return !Invalid && llvm::StringRef(Data).starts_with(Name) &&
         Lexer::MeasureTokenLength(Spelled, SM, LO) == Name.size();
}

void HipEditor::rename(SourceLocation Loc, llvm::StringRef Cuda,
                       llvm::StringRef Hip) {
  if (!spelledToken(Loc, Cuda))
    return;
  auto [File, Offset] = SM.getDecomposedLoc(SM.getSpellingLoc(Loc));
  addEdit(File, {Offset, unsigned(Cuda.size()), Hip.str()});
  Translations.insert(fmt::format("{} -> {}", Cuda.str(), Hip.str()));
}

bool HipEditor::replace(SourceRange Range, std::string Text) {
  SourceLocation Begin = SM.getSpellingLoc(Range.getBegin());
  SourceLocation Last = SM.getSpellingLoc(Range.getEnd());
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [LastFile, LastOffset] = SM.getDecomposedLoc(Last);
  if (File != LastFile || LastOffset < BeginOffset ||
      !SM.getFileEntryRefForID(File))
    return false;
  unsigned End = LastOffset + Lexer::MeasureTokenLength(Last, SM, LO);
  addEdit(File, {BeginOffset, End - BeginOffset, std::move(Text)});
  return true;
}

bool HipEditor::removeKeyword(SourceLocation Begin, SourceLocation End,
                              llvm::StringRef Keyword) {
  if (Begin.isMacroID() || End.isMacroID())
    return false;
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  if (File != EndFile || EndOffset < BeginOffset)
    return false;
  llvm::StringRef Buffer = SM.getBufferData(File);
  for (SourceLocation Loc = Begin; SM.getFileOffset(Loc) < EndOffset;) {
    Token T;
    if (Lexer::getRawToken(Loc, T, SM, LO, /*IgnoreWhiteSpace=*/true))
      return false;
    unsigned Offset = SM.getFileOffset(T.getLocation());
    if (Offset >= EndOffset)
      return false;
    if (T.is(tok::raw_identifier) && T.getRawIdentifier() == Keyword) {
      unsigned Length = T.getLength();
      while (Offset + Length < Buffer.size() &&
             (Buffer[Offset + Length] == ' ' || Buffer[Offset + Length] == '\t'))
        ++Length;
      addEdit(File, {Offset, Length, ""});
      return true;
    }
    Loc = T.getEndLoc();
  }
  return false;
}

void HipEditor::addEdit(FileID File, TextEdit Edit) {
  if (Edited.insert({File, Edit.Offset}).second)
    Spelling.Edits[File].push_back(std::move(Edit));
}

bool HipEditor::wrap(SourceRange Range, llvm::StringRef Before,
                     llvm::StringRef After) {
  if (!Range.getBegin().isFileID() || !Range.getEnd().isFileID())
    return false;
  auto [File, Begin] = SM.getDecomposedLoc(Range.getBegin());
  auto [LastFile, Last] = SM.getDecomposedLoc(Range.getEnd());
  if (File != LastFile || Last < Begin || !SM.getFileEntryRefForID(File))
    return false;
  unsigned End = Last + Lexer::MeasureTokenLength(Range.getEnd(), SM, LO);
  // A template's text is walked as written and as specialized: the same
  // wrap twice is made once. Another insertion at either end is not
  // attempted.
  if (Wrapped.count({File, Begin, End}))
    return true;
  if (Inserted.count({File, Begin}) || Inserted.count({File, End}))
    return false;
  Wrapped.insert({File, Begin, End});
  Inserted.insert({File, Begin});
  Inserted.insert({File, End});
  Spelling.Edits[File].push_back({Begin, 0, Before.str()});
  Spelling.Edits[File].push_back({End, 0, After.str()});
  return true;
}

void HipEditor::untranslated(const Expr &E, llvm::StringRef Name) {
  note("untranslated", E.getSourceRange(),
       fmt::format("'{}' is split across a macro and its arguments: left "
                   "as written",
                   Name.str()));
}

void HipEditor::note(llvm::StringRef Kind, SourceRange Range,
                     std::string Message) {
  SourceLocation Loc = SM.getFileLoc(Range.getBegin());
  if (Loc.isInvalid())
    return;
  auto [File, Offset] = SM.getDecomposedLoc(Loc);
  std::string Text = Facts.text(Range);
  if (Text.size() > 200)
    Text = Text.substr(0, 200) + "...";
  addNote(Kind, File, Offset, std::move(Text), std::move(Message));
}

void HipEditor::addNote(llvm::StringRef Kind, FileID File, unsigned Offset,
                        std::string Text, std::string Message) {
  auto [It, New] = Noted.insert({{Kind.str(), File, Offset}, Notes.size()});
  if (!New) {
    // One note per place and kind, saying everything found there.
    std::string &Said = Notes[It->second].Message;
    if (!llvm::StringRef(Said).contains(Message))
      Said += "; " + Message;
    return;
  }
  Notes.push_back({Kind.str(), 0, std::move(Text), std::move(Message)});
  Spelling.Anchors.push_back({File, Offset});
}

} // namespace kx
