//===- RawTokens.cpp - Source text as tokens, without preprocessing -------===//

#include "RawTokens.h"
#include "clang/Basic/LangOptions.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/SHA256.h"

using namespace llvm;

namespace kx {

std::vector<RawToken> rawTokens(StringRef Text) {
  clang::LangOptions Lang;
  Lang.CPlusPlus = Lang.CPlusPlus11 = Lang.CPlusPlus14 = Lang.CPlusPlus17 = true;
  // Any valid file location: token locations are then offsets from it.
  clang::SourceLocation Start = clang::SourceLocation::getFromRawEncoding(1);
  clang::Lexer Lex(Start, Lang, Text.begin(), Text.begin(), Text.end());
  std::vector<RawToken> Tokens;
  clang::Token Tok;
  for (;;) {
    Lex.LexFromRawLexer(Tok);
    if (Tok.is(clang::tok::eof))
      break;
    unsigned Offset = Tok.getLocation().getRawEncoding() - Start.getRawEncoding();
    Tokens.push_back(
        {Tok.getKind(), Text.substr(Offset, Tok.getLength()), Offset});
  }
  return Tokens;
}

std::string contentHash(StringRef Text) {
  SHA256 Hash;
  bool First = true;
  for (const RawToken &Token : rawTokens(Text)) {
    if (!First)
      Hash.update(" ");
    Hash.update(Token.Spelling);
    First = false;
  }
  std::array<uint8_t, 32> Digest = Hash.final();
  return "sha256:" + toHex(Digest, /*LowerCase=*/true);
}

} // namespace kx
