//===- LibraryBodies.cpp - Bodies no kernel can reach, left unparsed ------===//

#include "LibraryBodies.h"
#include "clang/AST/Attr.h"

using namespace clang;

namespace kx {

bool LibraryBodies::canSkip(const Decl &D) {
  const FunctionDecl *FD = D.getAsFunction();
  // Device code is what the units are made of and Sema judges; the
  // implicitly host-device code of clang's CUDA headers counts too.
  if (!FD || FD->hasAttr<CUDADeviceAttr>() || FD->hasAttr<CUDAGlobalAttr>())
    return false;
  // The body begins with the token just read: `{`, `:` or `try` (`=
  // default` has none to skip).
  if (!Last.isOneOf(tok::l_brace, tok::colon, tok::kw_try))
    return false;
  if (!Facts)
    Facts.emplace(D.getASTContext());
  if (D.getLocation().isInvalid() || Facts->inProject(D.getLocation(), Scope))
    return false;
  ++Skipped;
  Pending = const_cast<FunctionDecl *>(FD);
  FunctionTryBlock = Last.is(tok::kw_try);
  In = FunctionTryBlock                ? Part::Try
       : Last.is(tok::colon)           ? Part::Initializers
                                       : Part::Braces;
  Depth = In == Part::Braces ? 1 : 0;
  return true;
}

void LibraryBodies::sawToken(const Token &Tok) {
  Token Previous = Last;
  Last = Tok;
  if (!Pending)
    return;
  auto Close = [&] {
    // What the parsed body would have given: its closing brace (a
    // function-try-block's: its last handler's).
    Pending->setRangeEnd(Tok.getLocation());
    if (!FunctionTryBlock)
      Pending = nullptr;
    else
      In = Part::AfterBraces;
  };
  switch (In) {
  case Part::Try:
    if (Tok.is(tok::colon)) {
      In = Part::Initializers;
    } else if (Tok.is(tok::l_brace)) {
      In = Part::Braces;
      Depth = 1;
    }
    return;
  case Part::Initializers:
    // `a_(x), b_{y}, Base<T>(z) {`: a brace after a name opens an
    // initializer; after a closed one (or a pack's `...`), the body.
    if (Tok.isOneOf(tok::l_paren, tok::l_brace)) {
      if (Depth == 0 && Tok.is(tok::l_brace) &&
          Previous.isOneOf(tok::r_paren, tok::r_brace, tok::ellipsis)) {
        In = Part::Braces;
        Depth = 1;
        return;
      }
      ++Depth;
    } else if (Tok.isOneOf(tok::r_paren, tok::r_brace) && Depth > 0) {
      --Depth;
    }
    return;
  case Part::Braces:
    if (Tok.is(tok::l_brace))
      ++Depth;
    else if (Tok.is(tok::r_brace) && --Depth == 0)
      Close();
    return;
  case Part::AfterBraces:
    if (Tok.is(tok::kw_catch))
      In = Part::Handler;
    else
      Pending = nullptr;
    return;
  case Part::Handler:
    if (Tok.is(tok::l_brace)) {
      In = Part::Braces;
      Depth = 1;
    }
    return;
  }
}

} // namespace kx
