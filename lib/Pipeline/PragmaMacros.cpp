//===- PragmaMacros.cpp - `#define UNROLL #pragma unroll`, as nvcc reads it ===//

#include "PragmaMacros.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SmallString.h"

using namespace clang;

namespace kx {

namespace {

class PragmaMacroRewriter : public PPCallbacks {
public:
  explicit PragmaMacroRewriter(Preprocessor &PP) : PP(PP) {}

  void MacroDefined(const Token &, const MacroDirective *MD) override {
    auto *Macro = const_cast<MacroInfo *>(MD->getMacroInfo());
    ArrayRef<Token> Body = Macro->tokens();
    if (!Macro->isObjectLike() || Body.size() < 2 ||
        !Body[0].is(tok::hash) || !Body[1].is(tok::identifier) ||
        Body[1].getIdentifierInfo()->getName() != "pragma")
      return;
    // The pragma's text, escaped for a string literal.
    std::string Text;
    for (const Token &T : Body.drop_front(2)) {
      if (!Text.empty() && T.hasLeadingSpace())
        Text += ' ';
      for (char C : PP.getSpelling(T)) {
        if (C == '"' || C == '\\')
          Text += '\\';
        Text += C;
      }
    }
    SourceLocation Loc = Body[0].getLocation();
    Token Pragma, Open, Literal, Close;
    Pragma.startToken();
    Pragma.setKind(tok::identifier);
    Pragma.setIdentifierInfo(PP.getIdentifierInfo("_Pragma"));
    Pragma.setLocation(Loc);
    Pragma.setLength(0);
    Open.startToken();
    Open.setKind(tok::l_paren);
    Open.setLocation(Loc);
    Open.setLength(0);
    Literal.startToken();
    PP.CreateString("\"" + Text + "\"", Literal, Loc, Loc);
    Literal.setKind(tok::string_literal);
    Close = Open;
    Close.setKind(tok::r_paren);
    Token Tokens[] = {Pragma, Open, Literal, Close};
    Macro->setTokens(Tokens, PP.getPreprocessorAllocator());
  }

private:
  Preprocessor &PP;
};

} // namespace

void readPragmaMacrosAsNvcc(Preprocessor &PP) {
  PP.addPPCallbacks(std::make_unique<PragmaMacroRewriter>(PP));
}

} // namespace kx
