//===- SizeExpression.h - A harness's sizes, evaluated ----------*- C++ -*-===//
//
// The harness computes each buffer's element count at run time from C++ over
// the kernel's scalars (Bounds.h writes it). The tool evaluates the same
// text for an input set's values, to keep every set's buffers within what a
// run can hold.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HARNESS_SIZEEXPRESSION_H
#define KERNEL_EXTRACT_HARNESS_SIZEEXPRESSION_H

#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <optional>

namespace kx {

/// The value of \p Text (integers, the names in \p Values, `kx_block.x`
/// among them, `+ - * / %`,
/// parentheses, `std::max<long long>(a, b)` and `std::min`), in C++'s
/// integer arithmetic; products past 2^62 saturate there. nullopt for
/// anything else, an unknown name or a division by zero.
std::optional<long long> evaluateSize(llvm::StringRef Text,
                                      const llvm::StringMap<long long> &Values);

} // namespace kx

#endif
