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

#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <memory>
#include <array>
#include <cstdint>
#include <optional>


namespace kx {

/// How many locals, casts and operators deep a size is followed: enough for
/// `dim3 block(kThreads)` through a few locals; a cycle (impossible in
/// valid code) stops here too.
constexpr unsigned MaxFoldDepth = 16;

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

  /// `dim3 threads; threads.x = N; threads.y = 1;` before the use \p E:
  /// a local dim3 whose only writes are assignments to its extents, each
  /// once, as statements of the block that declares it, all before \p E.
  std::optional<std::array<int64_t, 3>>
  memberAssignedDim3(const clang::Expr *E, unsigned Depth);

private:
  /// A local's references in its function, and those that read it.
  struct LocalUses {
    llvm::SmallPtrSet<const clang::Expr *, 8> Reads;
    llvm::SmallVector<const clang::DeclRefExpr *, 8> All;
  };
  /// Null for what is not a local of a function with a body.
  const LocalUses *usesOf(const clang::VarDecl &Var);
  bool isReadOnlyLocal(const clang::VarDecl &Var);

  clang::ASTContext &Context;
  llvm::DenseMap<const clang::VarDecl *, std::unique_ptr<LocalUses>> Uses;
};

/// The three extents of a dim3 written as \p E (an integer stands for
/// `dim3(n)`), through copies and read-only locals, each made from its
/// argument by \p Extent (a number, a text); \p One fills what `dim3`
/// defaults. Nullopt when an extent is not what \p Extent makes.
template <typename T, typename ExtentFn>
std::optional<std::array<T, 3>> dim3Extents(const clang::Expr *E, T One,
                                            LaunchValueFolder &Folder,
                                            ExtentFn Extent,
                                            unsigned Depth = 0) {
  if (!E || Depth > MaxFoldDepth || E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  if (E->getType()->isIntegralOrEnumerationType()) {
    if (std::optional<T> X = Extent(E, Depth + 1))
      return std::array<T, 3>{std::move(*X), One, One};
    return std::nullopt;
  }
  E = E->IgnoreImplicit()->IgnoreParens();
  if (const auto *Construct = llvm::dyn_cast<clang::CXXConstructExpr>(E)) {
    if (!isDim3(Construct->getType()) || Construct->getNumArgs() > 3)
      return std::nullopt;
    if (Construct->getConstructor()->isCopyOrMoveConstructor())
      return dim3Extents(Construct->getArg(0), One, Folder, Extent, Depth + 1);
    std::array<T, 3> Extents = {One, One, One};
    for (unsigned I = 0; I < Construct->getNumArgs(); ++I) {
      const clang::Expr *Arg = Construct->getArg(I);
      if (const auto *Default = llvm::dyn_cast<clang::CXXDefaultArgExpr>(Arg))
        Arg = Default->getExpr();
      std::optional<T> V = Extent(Arg, Depth + 1);
      if (!V)
        return std::nullopt;
      Extents[I] = std::move(*V);
    }
    return Extents;
  }
  if (const clang::Expr *Init = Folder.readOnlyInitializer(E))
    return dim3Extents(Init, One, Folder, Extent, Depth + 1);
  return std::nullopt;
}

/// `block.x`: the extent of a dim3 that \p Member reads, made as
/// dim3Extents makes it.
template <typename T, typename ExtentFn>
std::optional<T> dim3Field(const clang::MemberExpr &Member, T One,
                           LaunchValueFolder &Folder, ExtentFn Extent,
                           unsigned Depth) {
  int Index = dim3FieldIndex(Member);
  if (Index < 0)
    return std::nullopt;
  if (auto Extents =
          dim3Extents(Member.getBase(), One, Folder, Extent, Depth + 1))
    return (*Extents)[Index];
  return std::nullopt;
}

} // namespace kx

#endif
