//===- LaunchValueFolder.h - Launch sizes clang cannot fold alone -*- C++ -*-=//
//
// Most launch sizes are compile-time constants written through a local:
// `dim3 block(256); k<<<grid, block>>>(...)`, `int threads = kBlock;`.
// Clang's evaluator refuses them (a non-const local is not a constant
// expression), yet the value at the launch is known when the local is
// never written after its initialisation. This folds through such locals,
// arithmetic, ternaries, casts and min/max, and leaves everything else to
// clang's evaluator.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_LAUNCH_LAUNCHVALUEFOLDER_H
#define KERNEL_EXTRACT_LIB_LAUNCH_LAUNCHVALUEFOLDER_H

#include "llvm/ADT/DenseMap.h"
#include <array>
#include <cstdint>
#include <optional>

namespace clang {
class ASTContext;
class CallExpr;
class Expr;
class FunctionDecl;
class MemberExpr;
class QualType;
class VarDecl;
} // namespace clang

namespace kx {

/// Whether \p Type is CUDA's `dim3`.
bool isDim3(clang::QualType Type);

/// The extent `.x`, `.y` or `.z` of a dim3 names (0, 1, 2); -1 for any other
/// member.
int dim3FieldIndex(const clang::MemberExpr &Member);

/// The callee of a two-argument `min` or `max` (CUDA's, std's), else null.
const clang::FunctionDecl *minMaxCallee(const clang::CallExpr &Call);

class LaunchValueFolder {
public:
  explicit LaunchValueFolder(clang::ASTContext &Context) : Context(Context) {}

  clang::ASTContext &context() const { return Context; }

  std::optional<int64_t> integer(const clang::Expr *E, unsigned Depth = 0);
  /// A `dim3` (or an integer, as `dim3(n)`) as its three extents.
  std::optional<std::array<int64_t, 3>> dim3(const clang::Expr *E,
                                             unsigned Depth = 0);

  /// The initializer of a local that nothing writes after it is declared
  /// (every use in its function is a read), when \p E names one.
  const clang::Expr *readOnlyInitializer(const clang::Expr *E);

private:
  bool isReadOnlyLocal(const clang::VarDecl &Var);

  clang::ASTContext &Context;
  llvm::DenseMap<const clang::VarDecl *, bool> ReadOnly;
};

} // namespace kx

#endif
