//===- RawTokens.h - Source text as tokens, without preprocessing -*- C++ -*-===//
//
// For texts that are not parsed (a hipified twin, an emitted kernel): the
// tokens the raw lexer sees, comments and white space dropped.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_RAWTOKENS_H
#define KERNEL_EXTRACT_RAWTOKENS_H

#include "clang/Basic/TokenKinds.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

struct RawToken {
  clang::tok::TokenKind Kind; ///< raw_identifier for every identifier.
  llvm::StringRef Spelling;   ///< Points into the lexed text.
  unsigned Offset = 0;
};

/// \p Text's tokens as C++ (CUDA) lexes them, in order. The lexer reads up to
/// a NUL after \p Text (a std::string's, a whole file's buffer): not a slice.
std::vector<RawToken> rawTokens(llvm::StringRef Text);

/// `sha256:<hex>` of \p Text's tokens joined by single spaces: equal for
/// texts that differ only in white space and comments.
std::string contentHash(llvm::StringRef Text);

} // namespace kx

#endif
