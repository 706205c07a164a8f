//===- LaunchChevrons.cpp - Launches nvcc reads with blanks inside --------===//

#include "LaunchChevrons.h"
#include "Support/CodeScanner.h"
#include "llvm/ADT/StringExtras.h"

namespace kx {

namespace {

bool isBlank(char C) { return C == ' ' || C == '\t'; }

/// Offsets in \p Text that are code: not in a comment or a literal.
class CodeScanner {
public:
  explicit CodeScanner(llvm::StringRef Text) : Text(Text) {}

  bool skipNonCode(size_t &I) const { return skipCommentOrLiteral(Text, I); }

  /// A chevron of three (\p C: '<' or '>') starting at \p I, written with
  /// blanks after its first two characters (`<< <`, `>>  >`): the offset
  /// of its last character, else npos. `<<<` written together is found
  /// too, with its last character at I + 2.
  size_t chevronAt(size_t I, char C) const {
    if (I + 2 >= Text.size() || Text[I] != C || Text[I + 1] != C)
      return llvm::StringRef::npos;
    size_t J = I + 2;
    while (J < Text.size() && isBlank(Text[J]))
      ++J;
    if (J >= Text.size() || Text[J] != C)
      return llvm::StringRef::npos;
    // `<< <=`, `>> >=`, `<< <<`: not a launch's chevron.
    if (J + 1 < Text.size() && (Text[J + 1] == '=' || Text[J + 1] == C))
      return llvm::StringRef::npos;
    return J;
  }

private:
  llvm::StringRef Text;
};

} // namespace

std::optional<std::string> joinLaunchChevrons(llvm::StringRef Text) {
  if (!Text.contains("<< ") && !Text.contains("<<\t") &&
      !Text.contains(">> ") && !Text.contains(">>\t"))
    return std::nullopt;
  std::string Out = Text.str();
  CodeScanner Scanner(Text);
  bool Changed = false;
  // Writes the chevron from \p Begin to \p Last (its third character) as
  // three characters and the blanks after them.
  auto Join = [&](size_t Begin, size_t Last, char C) {
    if (Last == Begin + 2)
      return;
    Out.replace(Begin, Last + 1 - Begin,
                std::string(3, C) + Text.substr(Begin + 2, Last - Begin - 2).str());
    Changed = true;
  };
  for (size_t I = 0; I < Text.size();) {
    if (Scanner.skipNonCode(I))
      continue;
    size_t Open = Scanner.chevronAt(I, '<');
    if (Open == llvm::StringRef::npos) {
      ++I;
      continue;
    }
    // The launch's configuration, up to its closing chevron and the
    // argument list's parenthesis, in the same statement.
    size_t Close = llvm::StringRef::npos, CloseBegin = 0;
    for (size_t J = Open + 1; J < Text.size() && Text[J] != ';';) {
      if (Scanner.skipNonCode(J))
        continue;
      size_t Last = Scanner.chevronAt(J, '>');
      if (Last != llvm::StringRef::npos) {
        size_t Paren = Last + 1;
        while (Paren < Text.size() && llvm::isSpace(Text[Paren]))
          ++Paren;
        if (Paren < Text.size() && Text[Paren] == '(') {
          Close = Last;
          CloseBegin = J;
        }
        break;
      }
      ++J;
    }
    if (Close == llvm::StringRef::npos) {
      I = Open + 1;
      continue;
    }
    Join(I, Open, '<');
    Join(CloseBegin, Close, '>');
    I = Close + 1;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

} // namespace kx
