//===- IgnoredSpellings.cpp - What nvcc ignores and clang rejects ---------===//

#include "IgnoredSpellings.h"
#include "Support/TextEdits.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"

using namespace clang;
using namespace llvm;

namespace kx {

namespace {

bool isRestrictKeyword(StringRef Name) {
  return Name == "__restrict__" || Name == "__restrict";
}

/// A macro whose definition is the restrict qualifier alone
/// (`#define ptrRestrict __restrict__`).
bool spellsRestrict(StringRef Name, const Preprocessor &PP) {
  const MacroInfo *Macro = PP.getMacroInfo(PP.getIdentifierInfo(Name));
  return Macro && Macro->getNumTokens() == 1 &&
         Macro->getReplacementToken(0).is(tok::kw_restrict);
}

} // namespace

std::optional<IgnoredSpelling>
rejectedRestrict(SourceLocation At, StringRef RealPath,
                 const SourceManager &SM, const LangOptions &LangOpts,
                 const Preprocessor &PP) {
  auto [File, Offset] = SM.getDecomposedLoc(At);
  StringRef Buffer = SM.getBufferData(File);
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(),
            Buffer.begin() + Offset, Buffer.end());
  // Within the declaration: up to its end, its initializer or its body.
  unsigned Depth = 0;
  Token T;
  while (!Raw.LexFromRawLexer(T)) {
    if (T.isOneOf(tok::l_paren, tok::l_square))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square) && Depth > 0)
      --Depth;
    else if (Depth == 0 && T.isOneOf(tok::semi, tok::l_brace, tok::r_brace,
                                     tok::equal, tok::comma, tok::r_paren))
      break;
    if (T.isNot(tok::raw_identifier))
      continue;
    StringRef Name = T.getRawIdentifier();
    if (!isRestrictKeyword(Name) && !spellsRestrict(Name, PP))
      continue;
    return IgnoredSpelling{RealPath.str(), SM.getFileOffset(T.getLocation()),
                           T.getLength(), IgnoredText::Kind::RestrictOnValue};
  }
  return std::nullopt;
}

std::optional<IgnoredSpelling>
rejectedDefaultArgument(SourceLocation At, SourceLocation Last,
                        StringRef RealPath, const SourceManager &SM,
                        const LangOptions &LangOpts) {
  auto [File, Offset] = SM.getDecomposedLoc(At);
  StringRef Buffer = SM.getBufferData(File);
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(),
            Buffer.begin() + Offset, Buffer.end());
  // The parameter's `=`, and the end of the token before it.
  std::optional<unsigned> Begin;
  unsigned PreviousEnd = Offset, Depth = 0;
  Token T;
  while (!Begin && !Raw.LexFromRawLexer(T)) {
    if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
      ++Depth;
    else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
             Depth > 0)
      --Depth;
    else if (Depth == 0 && T.isOneOf(tok::comma, tok::r_paren, tok::semi,
                                     tok::l_brace, tok::r_brace))
      return std::nullopt;
    else if (Depth == 0 && T.is(tok::equal))
      Begin = PreviousEnd;
    PreviousEnd = SM.getFileOffset(T.getEndLoc());
  }
  if (!Begin)
    return std::nullopt;
  // Its expression: to its last token, or to the parameter's end.
  unsigned End = 0;
  if (Last.isValid() && SM.getFileID(Last) == File &&
      SM.getFileOffset(Last) > *Begin) {
    End = SM.getFileOffset(Last) +
          Lexer::MeasureTokenLength(Last, SM, LangOpts);
  } else {
    Depth = 0;
    while (!End && !Raw.LexFromRawLexer(T)) {
      if (T.isOneOf(tok::l_paren, tok::l_square, tok::l_brace))
        ++Depth;
      else if (Depth == 0 && T.isOneOf(tok::comma, tok::r_paren))
        End = PreviousEnd;
      else if (T.isOneOf(tok::r_paren, tok::r_square, tok::r_brace) &&
               Depth > 0)
        --Depth;
      else if (Depth == 0 && T.isOneOf(tok::semi, tok::r_square, tok::l_brace,
                                       tok::r_brace))
        return std::nullopt; // No parameter ends here.
      PreviousEnd = SM.getFileOffset(T.getEndLoc());
    }
  }
  if (End <= *Begin)
    return std::nullopt;
  return IgnoredSpelling{RealPath.str(), *Begin, End - *Begin,
                         IgnoredText::Kind::DefaultArgumentOutOfLine};
}

std::optional<IgnoredSpelling>
rejectedSharedConstruction(SourceLocation At, StringRef RealPath,
                           const SourceManager &SM) {
  auto [File, Offset] = SM.getDecomposedLoc(At);
  StringRef Buffer = SM.getBufferData(File);
  // Default construction only: nvcc rejects a written initializer too.
  StringRef After = Buffer.drop_front(Offset);
  After = After.drop_while([](char C) { return isAsciiIdentifierContinue(C); })
              .ltrim();
  while (After.consume_front("["))
    After = After.drop_until([](char C) { return C == ']'; })
                .drop_front()
                .ltrim();
  if (!After.starts_with(";") && !After.starts_with(","))
    return std::nullopt;
  StringRef Declaration = Buffer.take_front(Offset);
  size_t Start = Declaration.find_last_of(";{}");
  Declaration = Declaration.drop_front(Start == StringRef::npos ? 0 : Start);
  constexpr StringRef Shared = "__shared__";
  size_t Last = StringRef::npos;
  for (size_t Found = findWholeWord(Declaration, Shared);
       Found != StringRef::npos;
       Found = findWholeWord(Declaration, Shared, Found + 1))
    Last = Found;
  if (Last == StringRef::npos)
    return std::nullopt;
  unsigned Begin = Offset - (Declaration.size() - Last);
  return IgnoredSpelling{RealPath.str(), Begin, unsigned(Shared.size()),
                         IgnoredText::Kind::SharedWithConstructor};
}

void recordIgnoredSpellings(ArrayRef<IgnoredSpelling> Sites,
                            Preprocessor &PP, PreprocessorRecord &Record) {
  SourceManager &SM = PP.getSourceManager();
  for (const IgnoredSpelling &Site : Sites) {
    OptionalFileEntryRef Entry =
        SM.getFileManager().getOptionalFileRef(Site.File);
    FileID File = Entry ? SM.translateFile(*Entry) : FileID();
    if (File.isInvalid())
      continue;
    SourceLocation Loc = SM.getComposedLoc(File, Site.Offset);
    Record.Ignored.push_back(
        {CharSourceRange::getCharRange(Loc, Loc.getLocWithOffset(Site.Length)),
         Site.Kind});
    if (Site.Kind != IgnoredText::Kind::RestrictOnValue)
      continue;
    StringRef Name = SM.getBufferData(File).substr(Site.Offset, Site.Length);
    if (isRestrictKeyword(Name))
      continue;
    if (const MacroInfo *Macro = PP.getMacroInfo(PP.getIdentifierInfo(Name)))
      Record.Expansions.push_back({Loc, Macro, Name.str()});
  }
}

std::optional<std::string> withoutSpellings(StringRef File, StringRef Text,
                                            ArrayRef<IgnoredSpelling> Sites) {
  std::optional<std::string> Read;
  for (const IgnoredSpelling &Site : Sites) {
    if (Site.File != File || Site.Offset + Site.Length > Text.size())
      continue;
    if (!Read)
      Read = Text.str();
    // Line breaks stay: every line and column after it is where it was.
    for (unsigned I = Site.Offset; I < Site.Offset + Site.Length; ++I)
      if ((*Read)[I] != '\n' && (*Read)[I] != '\r')
        (*Read)[I] = ' ';
  }
  return Read;
}

} // namespace kx
