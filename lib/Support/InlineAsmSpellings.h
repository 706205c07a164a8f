//===- InlineAsmSpellings.h - Inline PTX as clang reads it ------*- C++ -*-===//
//
// nvcc takes two spellings in an `asm` statement that clang rejects, so the
// TU, and a unit that copies the `asm`, fails:
// - a template's `%laneid`, `%tid.x` or `%clock64`, which nvcc passes to
//   ptxas as written; clang reads `%` and a letter as an operand modifier
//   ("invalid % escape in inline assembly string"). Read for clang, such a
//   `%` and its letter become `%%`.
// - operands with no comma between them (`: "r"(a.x) "r"(a.y)`), which
//   nvcc's front end reads as two operands ("expected ')'"). Read for
//   clang, the blank after the first operand becomes the comma.
// Each rewrite keeps the length, so every offset, line and column stays
// the file's own. Only the parse reads it so; the dataset keeps the
// project's text, which nvcc compiles.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_SUPPORT_INLINEASMSPELLINGS_H
#define KERNEL_EXTRACT_LIB_SUPPORT_INLINEASMSPELLINGS_H

#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace kx {

/// \p Text with the `asm` statements' spellings clang rejects respelled,
/// or nothing when it has none: every `%` escape in a template (a letter
/// not followed by an operand number or `[name]`) written as `%%`, and
/// every missing comma between two operands written in the blank before
/// the second (an operand followed by the next with no blank between them
/// is left as it is). Operand references (`%0`, `%h1`, `%[x]`), `%%`,
/// comments and other literals are left alone.
std::optional<std::string> respellInlineAsm(llvm::StringRef Text);

} // namespace kx

#endif
