//===- InlineAsmEscapes.h - Inline PTX's `%` as clang reads it --*- C++ -*-===//
//
// nvcc passes an inline-PTX template's `%laneid`, `%tid.x` or `%clock64` to
// ptxas as written; clang reads `%` and a letter as an operand modifier and
// rejects the template ("invalid % escape in inline assembly string"), so
// the TU, and a unit that copies the `asm`, fails. Read for clang, such a
// `%` and its letter become `%%`: the same length, so every offset, line
// and column stays the file's own. Only the parse reads it so; the dataset
// keeps the project's text, which nvcc compiles.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_SUPPORT_INLINEASMESCAPES_H
#define KERNEL_EXTRACT_LIB_SUPPORT_INLINEASMESCAPES_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace kx {

/// \p Text with every `%` escape clang rejects in an `asm` statement's
/// template (a letter not followed by an operand number or `[name]`)
/// written as `%%`, or nothing when it has none. Operand references
/// (`%0`, `%h1`, `%[x]`), `%%`, comments and other literals are left alone.
std::optional<std::string> escapeInlineAsmPercents(llvm::StringRef Text);

} // namespace kx

#endif
