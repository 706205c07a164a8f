//===- IgnoredRestrict.cpp - nvcc's reading of restrict on a value --------===//

#include "IgnoredRestrict.h"
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

std::optional<TokenSite> rejectedRestrict(SourceLocation At,
                                          StringRef RealPath,
                                          const SourceManager &SM,
                                          const LangOptions &LangOpts,
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
    return TokenSite{RealPath.str(), SM.getFileOffset(T.getLocation()),
                     T.getLength()};
  }
  return std::nullopt;
}

void recordIgnoredRestrict(ArrayRef<TokenSite> Sites, Preprocessor &PP,
                           PreprocessorRecord &Record) {
  SourceManager &SM = PP.getSourceManager();
  for (const TokenSite &Site : Sites) {
    OptionalFileEntryRef Entry =
        SM.getFileManager().getOptionalFileRef(Site.File);
    FileID File = Entry ? SM.translateFile(*Entry) : FileID();
    if (File.isInvalid())
      continue;
    SourceLocation Loc = SM.getComposedLoc(File, Site.Offset);
    Record.IgnoredQualifiers.push_back(CharSourceRange::getCharRange(
        Loc, Loc.getLocWithOffset(Site.Length)));
    StringRef Name = SM.getBufferData(File).substr(Site.Offset, Site.Length);
    if (isRestrictKeyword(Name))
      continue;
    if (const MacroInfo *Macro = PP.getMacroInfo(PP.getIdentifierInfo(Name)))
      Record.Expansions.push_back({Loc, Macro, Name.str()});
  }
}

std::optional<std::string> withoutTokens(StringRef File, StringRef Text,
                                         ArrayRef<TokenSite> Sites) {
  std::optional<std::string> Read;
  for (const TokenSite &Site : Sites) {
    if (Site.File != File || Site.Offset + Site.Length > Text.size())
      continue;
    if (!Read)
      Read = Text.str();
    Read->replace(Site.Offset, Site.Length, Site.Length, ' ');
  }
  return Read;
}

} // namespace kx
