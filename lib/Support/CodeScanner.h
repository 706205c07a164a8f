//===- CodeScanner.h - Code, not comments or literals, in a file -*- C++ -*-===//
//
// The parse-only rewrites of a file's text (launch chevrons, inline-asm
// escapes) must find what they rewrite in code and leave comments and
// literals alone, without a preprocessor: a file is read before clang sees
// it.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_SUPPORT_CODESCANNER_H
#define KERNEL_EXTRACT_LIB_SUPPORT_CODESCANNER_H

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"
#include <cstddef>
#include <optional>
#include <string>

namespace kx {

/// A raw string literal (`R"d(...)d"`, with an encoding prefix or none)
/// that starts at \p I in \p Text.
struct RawStringLiteral {
  size_t ContentBegin, ContentEnd, End;
};
inline std::optional<RawStringLiteral> rawStringAt(llvm::StringRef Text,
                                                   size_t I) {
  if (I > 0 && (llvm::isAlnum(Text[I - 1]) || Text[I - 1] == '_'))
    return std::nullopt;
  llvm::StringRef Rest = Text.substr(I);
  size_t Prefix = Rest.starts_with("u8R\"") ? 3
                  : Rest.starts_with("uR\"") || Rest.starts_with("UR\"") ||
                          Rest.starts_with("LR\"")
                      ? 2
                  : Rest.starts_with("R\"") ? 1
                                            : 0;
  if (Prefix == 0)
    return std::nullopt;
  size_t Open = Rest.find('(', Prefix + 1);
  if (Open == llvm::StringRef::npos || Open > Prefix + 17)
    return std::nullopt;
  std::string Close =
      ")" + Rest.slice(Prefix + 1, Open).str() + "\"";
  size_t CloseAt = Rest.find(Close, Open + 1);
  if (CloseAt == llvm::StringRef::npos)
    return std::nullopt;
  return RawStringLiteral{I + Open + 1, I + CloseAt,
                          I + CloseAt + Close.size()};
}

/// Moves \p I past a comment, or a string or character literal, that starts
/// at \p I in \p Text; true if one did.
inline bool skipCommentOrLiteral(llvm::StringRef Text, size_t &I) {
  if (std::optional<RawStringLiteral> Raw = rawStringAt(Text, I)) {
    I = Raw->End;
    return true;
  }
  if (Text.substr(I).starts_with("//")) {
    size_t End = Text.find('\n', I);
    I = End == llvm::StringRef::npos ? Text.size() : End;
    return true;
  }
  if (Text.substr(I).starts_with("/*")) {
    size_t End = Text.find("*/", I + 2);
    I = End == llvm::StringRef::npos ? Text.size() : End + 2;
    return true;
  }
  if (Text[I] == '"' || Text[I] == '\'') {
    char Quote = Text[I];
    for (++I; I < Text.size() && Text[I] != Quote && Text[I] != '\n'; ++I)
      if (Text[I] == '\\')
        ++I;
    ++I;
    return true;
  }
  return false;
}

} // namespace kx

#endif
