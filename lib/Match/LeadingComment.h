//===- LeadingComment.h - The comment written above a kernel ----*- C++ -*-===//

#ifndef KERNEL_EXTRACT_MATCH_LEADINGCOMMENT_H
#define KERNEL_EXTRACT_MATCH_LEADINGCOMMENT_H

#include "llvm/ADT/StringRef.h"
#include <string>

namespace kx {

/// The comment that ends on the line just above the declaration starting
/// at \p Offset of \p Text: a run of `//` lines or one `/* ... */` block, as
/// written, lines joined by '\n'. Empty when the line above is not a
/// comment's (a blank line parts a file's comment from a kernel's), or when
/// the declaration does not start its line.
std::string leadingComment(llvm::StringRef Text, size_t Offset);

} // namespace kx

#endif
