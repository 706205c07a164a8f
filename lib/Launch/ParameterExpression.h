//===- ParameterExpression.h - Runtime sizes as their inputs -*- C++ -*-===//
//
// A launch size that does not fold is usually a function of the launching
// function's parameters, written through locals: `int blocks = (n + t - 1) /
// t; k<<<blocks, t>>>(...)`. A harness can compute it when it is written in
// terms of those parameters alone: `(n + 256 - 1) / 256`, depending on `n`.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_LAUNCH_PARAMETEREXPRESSION_H
#define KERNEL_EXTRACT_LIB_LAUNCH_PARAMETEREXPRESSION_H

#include "LaunchValueFolder.h"
#include <optional>
#include <string>
#include <vector>

namespace clang {
class Expr;
} // namespace clang

namespace kx {

struct ParameterExpression {
  /// One expression, or three for a dim3 (x, y, z).
  std::vector<std::string> Extents;
  /// The parameters it reads, in order of first use.
  std::vector<std::string> Parameters;
};

/// \p E written in terms of its function's parameters: read-only locals are
/// replaced by their initializers, what folds by its number. Nullopt when
/// it reads anything else (a call other than min/max, a member, a global)
/// or reads no parameter at all.
std::optional<ParameterExpression>
parameterExpression(const clang::Expr *E, LaunchValueFolder &Folder);

} // namespace kx

#endif
