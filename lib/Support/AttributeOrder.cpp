//===- AttributeOrder.cpp - Attributes after CUDA's keywords -------------===//

#include "AttributeOrder.h"
#include "CodeScanner.h"
#include "clang/Basic/CharInfo.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <algorithm>
#include <vector>

using llvm::StringRef;

using clang::isAsciiIdentifierContinue;

namespace kx {

namespace {

bool isCudaKeyword(StringRef Word) {
  return llvm::StringSwitch<bool>(Word)
      .Cases("__device__", "__host__", "__global__", "__shared__", true)
      .Cases("__constant__", "__managed__", "__forceinline__", "__noinline__",
             true)
      .Default(false);
}

size_t skipSpace(StringRef Text, size_t I) {
  while (I < Text.size() && llvm::isSpace(Text[I]))
    ++I;
  return I;
}

size_t identifierEnd(StringRef Text, size_t I) {
  while (I < Text.size() && isAsciiIdentifierContinue(Text[I]))
    ++I;
  return I;
}

/// The end of the attribute-specifier at \p I (`alignas(...)`, `[[...]]`),
/// else npos.
size_t specifierEnd(StringRef Text, size_t I) {
  char Open, Close;
  size_t J;
  if (Text.substr(I).starts_with("[[")) {
    Open = '[', Close = ']', J = I;
  } else if (Text.substr(I).starts_with("alignas") &&
             identifierEnd(Text, I) == I + 7) {
    J = skipSpace(Text, I + 7);
    if (J >= Text.size() || Text[J] != '(')
      return StringRef::npos;
    Open = '(', Close = ')';
  } else {
    return StringRef::npos;
  }
  int Depth = 0;
  for (; J < Text.size(); ++J) {
    if (Text[J] == Open)
      ++Depth;
    else if (Text[J] == Close && --Depth == 0)
      // `[[...]]` closes with two brackets.
      return Open == '[' && Text[J - 1] != ']' ? StringRef::npos : J + 1;
    else if (Text[J] == ';' || Text[J] == '{')
      return StringRef::npos;
  }
  return StringRef::npos;
}

/// A run of CUDA keywords and the attribute-specifiers after it.
struct LateAttributes {
  size_t RunBegin, RunEnd, Begin, End;
};

/// Every such run in \p Text's code.
std::vector<LateAttributes> findLateAttributes(StringRef Text) {
  std::vector<LateAttributes> Found;
  if (!Text.contains("alignas") && !Text.contains("[["))
    return Found;
  for (size_t I = 0; I < Text.size();) {
    if (skipCommentOrLiteral(Text, I))
      continue;
    if (!isAsciiIdentifierContinue(Text[I]) ||
        (I > 0 && isAsciiIdentifierContinue(Text[I - 1]))) {
      ++I;
      continue;
    }
    size_t WordEnd = identifierEnd(Text, I);
    if (!isCudaKeyword(Text.slice(I, WordEnd))) {
      I = WordEnd;
      continue;
    }
    size_t RunEnd = WordEnd;
    for (size_t Next = skipSpace(Text, RunEnd);
         Next < Text.size() &&
         isCudaKeyword(Text.slice(Next, identifierEnd(Text, Next)));
         Next = skipSpace(Text, RunEnd))
      RunEnd = identifierEnd(Text, Next);
    size_t Begin = skipSpace(Text, RunEnd), End = Begin;
    for (size_t Next; (Next = specifierEnd(Text, skipSpace(Text, End))) !=
                      StringRef::npos;)
      End = Next;
    if (End != Begin)
      Found.push_back({I, RunEnd, Begin, End});
    I = std::max(RunEnd, End);
  }
  return Found;
}

/// \p Text with \p Rewrite applied to each run, or nothing when it has none.
template <typename RewriteRun>
std::optional<std::string> rewriteRuns(StringRef Text, RewriteRun Rewrite) {
  std::vector<LateAttributes> Found = findLateAttributes(Text);
  if (Found.empty())
    return std::nullopt;
  std::string Out = Text.str();
  for (const LateAttributes &A : Found)
    Rewrite(Out, A);
  return Out;
}

} // namespace

std::optional<std::string> attributesFirst(StringRef Text) {
  return rewriteRuns(Text, [&](std::string &Out, const LateAttributes &A) {
    Out.replace(A.RunBegin, A.End - A.RunBegin,
                (Text.slice(A.Begin, A.End) + Text.slice(A.RunEnd, A.Begin) +
                 Text.slice(A.RunBegin, A.RunEnd))
                    .str());
  });
}

std::optional<std::string> withoutLateAttributes(StringRef Text) {
  return rewriteRuns(Text, [](std::string &Out, const LateAttributes &A) {
    for (size_t I = A.Begin; I < A.End; ++I)
      if (Out[I] != '\n')
        Out[I] = ' ';
  });
}

} // namespace kx
