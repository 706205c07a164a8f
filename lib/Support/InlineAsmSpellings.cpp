//===- InlineAsmSpellings.cpp - Inline PTX as clang reads it --------------===//

#include "InlineAsmSpellings.h"
#include "CodeScanner.h"
#include "llvm/ADT/StringExtras.h"

namespace kx {

namespace {

bool isIdentifierChar(char C) { return llvm::isAlnum(C) || C == '_'; }

/// Moves \p I past blanks, line breaks, line continuations and comments.
void skipSpace(llvm::StringRef Text, size_t &I) {
  while (I < Text.size()) {
    if (llvm::isSpace(Text[I]) || (Text[I] == '\\' && I + 1 < Text.size() &&
                                   (Text[I + 1] == '\n' || Text[I + 1] == '\r')))
      ++I;
    else if ((Text.substr(I).starts_with("//") ||
              Text.substr(I).starts_with("/*")) &&
             skipCommentOrLiteral(Text, I))
      continue;
    else
      return;
  }
}

/// The identifier starting at \p I (empty when none does).
llvm::StringRef identifierAt(llvm::StringRef Text, size_t I) {
  if (I >= Text.size() || !(llvm::isAlpha(Text[I]) || Text[I] == '_') ||
      (I > 0 && isIdentifierChar(Text[I - 1])))
    return {};
  size_t End = I;
  while (End < Text.size() && isIdentifierChar(Text[End]))
    ++End;
  return Text.slice(I, End);
}

/// Rewrites, in \p Out, the escapes clang rejects in the template text
/// from \p Begin to \p End (a literal's content; \p Escapes: whether
/// backslashes escape, as outside a raw string).
void escapeTemplate(llvm::StringRef Text, size_t Begin, size_t End,
                    bool Escapes, std::string &Out, bool &Changed) {
  for (size_t I = Begin; I < End; ++I) {
    if (Escapes && Text[I] == '\\') {
      ++I;
      continue;
    }
    if (Text[I] != '%' || I + 1 >= End)
      continue;
    char Next = Text[I + 1];
    if (Next == '%') {
      ++I;
      continue;
    }
    // A modifier letter is clang's only when an operand follows it.
    if (!llvm::isAlpha(Next) || I + 2 >= End || llvm::isDigit(Text[I + 2]) ||
        Text[I + 2] == '[')
      continue;
    Out[I + 1] = '%';
    Changed = true;
    ++I;
  }
}

/// The end of the ordinary string literal opening at \p Open.
size_t literalEnd(llvm::StringRef Text, size_t Open) {
  size_t I = Open;
  skipCommentOrLiteral(Text, I);
  return std::min(I, Text.size());
}

/// The end of the parenthesized expression opening at \p Open (past its
/// `)`), literals and comments inside it skipped.
size_t parenthesizedEnd(llvm::StringRef Text, size_t Open) {
  unsigned Depth = 0;
  for (size_t I = Open; I < Text.size();) {
    if (skipCommentOrLiteral(Text, I))
      continue;
    if (Text[I] == '(')
      ++Depth;
    else if (Text[I] == ')' && --Depth == 0)
      return I + 1;
    ++I;
  }
  return Text.size();
}

/// Writes, in \p Out, a comma in the blank between two operands that have
/// none, in the operand sections starting at \p I (after the template);
/// returns the end of the statement's parentheses.
size_t commaSeparateOperands(llvm::StringRef Text, size_t I, std::string &Out,
                             bool &Changed) {
  while (I < Text.size()) {
    skipSpace(Text, I);
    if (I >= Text.size() || Text[I] == ')' || Text[I] == ';')
      break;
    if (Text[I] == '"') {
      I = literalEnd(Text, I);
      continue;
    }
    if (Text[I] == '[') {
      size_t Close = Text.find(']', I);
      I = Close == llvm::StringRef::npos ? Text.size() : Close + 1;
      continue;
    }
    if (Text[I] != '(') {
      ++I; // `:`, `,`, a goto label
      continue;
    }
    I = parenthesizedEnd(Text, I);
    size_t Gap = I;
    skipSpace(Text, I);
    if (I >= Text.size() || (Text[I] != '"' && Text[I] != '['))
      continue;
    // The next operand's constraint or name follows with no comma.
    for (size_t Blank = Gap; Blank < I && Text[Blank] != '/'; ++Blank)
      if (Text[Blank] == ' ' || Text[Blank] == '\t') {
        Out[Blank] = ',';
        Changed = true;
        break;
      }
  }
  return I;
}

} // namespace

std::optional<std::string> respellInlineAsm(llvm::StringRef Text) {
  if (!Text.contains("asm"))
    return std::nullopt;
  std::string Out = Text.str();
  bool Changed = false;
  for (size_t I = 0; I < Text.size();) {
    if (skipCommentOrLiteral(Text, I))
      continue;
    llvm::StringRef Word = identifierAt(Text, I);
    if (Word.empty()) {
      ++I;
      continue;
    }
    I += Word.size();
    if (Word != "asm" && Word != "__asm" && Word != "__asm__")
      continue;
    // `asm volatile goto (`, then the template: string literals, written
    // one after another.
    size_t J = I;
    for (;;) {
      skipSpace(Text, J);
      llvm::StringRef Qualifier = identifierAt(Text, J);
      if (Qualifier != "volatile" && Qualifier != "__volatile__" &&
          Qualifier != "__volatile" && Qualifier != "goto" &&
          Qualifier != "inline")
        break;
      J += Qualifier.size();
    }
    if (J >= Text.size() || Text[J] != '(')
      continue;
    ++J;
    for (skipSpace(Text, J); J < Text.size(); skipSpace(Text, J)) {
      if (std::optional<RawStringLiteral> Raw = rawStringAt(Text, J)) {
        escapeTemplate(Text, Raw->ContentBegin, Raw->ContentEnd,
                       /*Escapes=*/false, Out, Changed);
        J = Raw->End;
      } else if (Text[J] == '"') {
        size_t End = literalEnd(Text, J);
        escapeTemplate(Text, J + 1, End - 1, /*Escapes=*/true, Out, Changed);
        J = End;
      } else {
        break;
      }
    }
    I = J < Text.size() && Text[J] == ':'
            ? commaSeparateOperands(Text, J, Out, Changed)
            : J;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace kx
