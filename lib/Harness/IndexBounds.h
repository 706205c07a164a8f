//===- IndexBounds.h - Upper bounds of a kernel's indices -------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_HARNESS_INDEXBOUNDS_H
#define KERNEL_EXTRACT_HARNESS_INDEXBOUNDS_H

#include "Bounds.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Expr.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>
#include <vector>

namespace kx {

/// A comparison known to hold where a value is used: `Lhs Op Rhs` with Op
/// one of <, <=, >, >=.
struct Fact {
  const clang::Expr *Lhs, *Rhs;
  clang::BinaryOperatorKind Op;
  const clang::Expr *Where; ///< The condition it comes from.
};

/// `blockIdx.y` as (`blockIdx`, 1) (clang's property or HIP's member);
/// nullopt for anything else.
std::optional<std::pair<llvm::StringRef, unsigned>>
builtinIndex(const clang::Expr *E);

/// Whether \p S leaves the rest of its block: `return`, `continue`,
/// `break`, alone or as a block's only statement.
bool exits(const clang::Stmt *S);

/// The pointer a sum of offsets starts from: `p` of `p + a + b` (either
/// operand order), \p E itself when it is no sum. The offsets and the sums,
/// outermost first, go to \p Offsets and \p Sums when given.
const clang::Expr *
pointerSumBase(const clang::Expr *E,
               llvm::SmallVectorImpl<const clang::Expr *> *Offsets = nullptr,
               llvm::SmallVectorImpl<const clang::Expr *> *Sums = nullptr);

/// Bounds of the values of one kernel's body.
class IndexBounds {
public:
  IndexBounds(const clang::FunctionDecl &Kernel, clang::ASTContext &Context);

  /// The largest value \p E takes where it is evaluated, as C++ of the
  /// kernel's scalar parameters; nullopt when not bounded by them.
  MaybeBound upper(const clang::Expr *E, unsigned Depth = 0);
  /// The comparisons that hold at \p Use, innermost first.
  std::vector<Fact> factsAt(const clang::Stmt *Use);
  /// The comparisons \p Condition gives when it is \p Holds.
  void addFacts(const clang::Expr *Condition, bool Holds,
                std::vector<Fact> &Out, bool LoopCondition = false);

  const clang::VarDecl *localOf(const clang::Expr *E) const;
  bool isUnmodifiedLocal(const clang::VarDecl *Var) const;
  const clang::Stmt *parentOf(const clang::Stmt *S) const {
    return Parents.lookup(S);
  }
  /// \p S with the parentheses and implicit casts around it (with
  /// \p AnyCast, every cast).
  const clang::Stmt *outermost(const clang::Stmt *S,
                               bool AnyCast = false) const;

protected:
  const clang::FunctionDecl &Kernel;
  clang::ASTContext &Context;
  /// Variables written after their declaration, or whose address escapes.
  llvm::SmallPtrSet<const clang::VarDecl *, 16> Modified;
  /// Pointer parameters whose only writes advance them (`xyz += b * n * 3`),
  /// with each advance's offset.
  llvm::DenseMap<const clang::ParmVarDecl *,
                 llvm::SmallVector<const clang::Expr *, 1>>
      Advanced;
  /// Integer buffer parameters the kernel only reads, element by element
  /// (index tables), with the least value the harness fills each with: a
  /// value read from one is at most that plus HarnessIntegerValues - 1.
  llvm::DenseMap<const clang::ParmVarDecl *, long long> Tables;

  /// The index table \p E reads an element of (`t[i]`, `*(t + i)`), if any.
  const clang::ParmVarDecl *tableOf(const clang::Expr *E) const;

  /// A local that counts up from a constant, each step followed at once by
  /// `if (v >= limit) break;` (or `return`): read in the loop that break
  /// leaves (anywhere, for `return`), it is below the limit (Counters.cpp).
  struct Counter {
    long long Start = 0;
    struct Check {
      const clang::Expr *Limit;
      /// 1 for `v >= limit`, 0 for `v > limit`.
      long long Below;
      /// The loop the check's `break` leaves; null for `return`.
      const clang::Stmt *Loop;
    };
    llvm::SmallVector<Check, 1> Checks;
  };

private:
  MaybeBound upperOf(const clang::Expr *E, unsigned Depth);
  /// The bound of a call to a device function that computes an index from
  /// its parameters (`return c + (x + y * w) * ch;`, after locals), its
  /// parameters read as the call's arguments.
  MaybeBound upperOfHelper(const clang::CallExpr &Call, unsigned Depth);
  long long lower(const clang::Expr *E);
  void mapParents(const clang::Stmt *S);
  /// Adds the variables \p Body writes to Modified (and, for the kernel's
  /// body, its advanced pointers to Advanced).
  void collectModified(const clang::Stmt *Body);
  /// Fills Counters from Writes.
  void findCounters();
  /// The counter read at \p Use, if the reading is within its checks.
  MaybeBound upperOfCounter(const clang::Expr *Use, const Counter &C,
                            unsigned Depth);
  /// The statement that declares the local \p Var, if the body has it.
  const clang::DeclStmt *declarationOf(const clang::VarDecl *Var) const;
  /// Whether \p S is \p Ancestor or within it.
  bool within(const clang::Stmt *S, const clang::Stmt *Ancestor) const;

  llvm::DenseMap<const clang::Stmt *, const clang::Stmt *> Parents;
  /// What writes each variable: the assignment, increment, address-of or
  /// call that changes it.
  llvm::DenseMap<const clang::VarDecl *,
                 llvm::SmallVector<const clang::Expr *, 2>>
      Writes;
  llvm::DenseMap<const clang::VarDecl *, Counter> Counters;
  /// The arguments of the helper calls being read (upperOfHelper).
  llvm::DenseMap<const clang::ParmVarDecl *, const clang::Expr *> Arguments;
};

} // namespace kx

#endif
