//===- SizeAnalysis.h - The reading of a kernel's body ---------*- C++ -*-===//
//
// The analysis behind describeHarnessModel (SizeModel.cpp), and the index
// tables it finds (IndexTables.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HARNESS_SIZEANALYSIS_H
#define KERNEL_EXTRACT_HARNESS_SIZEANALYSIS_H

#include "IndexBounds.h"
#include "kernel-extract/Kernel.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <utility>

namespace kx {

/// Reads one kernel's body into its HarnessModel.
class SizeAnalysis : public IndexBounds {
public:
  using IndexBounds::IndexBounds;
  HarnessModel run();
  const clang::Stmt *parent(const clang::Stmt *S) const { return parentOf(S); }

private:
  /// The buffer parameter \p E reaches (directly or through an alias), and
  /// the offsets that sum to where it points.
  const clang::ParmVarDecl *
  bufferOf(const clang::Expr *E, llvm::ArrayRef<const clang::Expr *> &Offsets,
           const clang::VarDecl *&Alias);
  void findGridBounds(HarnessModel &Model);
  void findAssertedBlock(HarnessModel &Model);
  void findSharedBlock(HarnessModel &Model);
  void findVectorWidth(HarnessModel &Model);
  /// Records \p Index's bound, when the scalars or the block shape it, as
  /// a limit of the `__shared__` array \p Array it subscripts.
  void noteSharedLimit(const clang::Expr *Index,
                       const clang::ConstantArrayType &Array,
                       HarnessModel &Model);
  /// The elements of its operand's pointee that a cast to a pointer to a
  /// wider type reads as one (`reinterpret_cast<float4 *>` of a `float *`:
  /// 4), if it is one.
  std::optional<long long>
  vectorSpan(const clang::ExplicitCastExpr &Cast) const;
  /// How the elements of a pointer cast's type count the buffer's: one is
  /// Span of them (a `float4` of floats: 4), or Per of it are one (`__half`
  /// of a `float`: 2).
  struct CastRatio {
    long long Span = 1, Per = 1;
  };
  /// The ratio of a cast between pointers to element types whose sizes
  /// divide one another, if it is one.
  std::optional<CastRatio> castRatio(const clang::ExplicitCastExpr &Cast) const;
  void noteRowLength(const clang::Expr *Index, HarnessModel &Model);
  void noteGridRow(const clang::BinaryOperator &Product,
                   const clang::Expr *Column, HarnessModel &Model);
  std::optional<std::pair<bool, unsigned>> globalIndex(const clang::Expr *E,
                                                       unsigned Depth = 0);
  /// Whether the pointer advance by \p Offset runs once per element a
  /// thread owns: in no loop but a grid-stride one. In any other loop the
  /// pointer walks the buffer.
  bool advancesOnce(const clang::Expr *Offset);
  /// How far a call reaches into the buffer it is handed.
  struct Reach {
    Bound Span; ///< Elements from where the argument points.
    bool Written;
  };
  /// `f(p + a)`: when \p Use (a buffer pointer, alone or in a sum whose
  /// offsets go to \p Offsets) is a call's argument, how far the callee
  /// reaches from it: memcpy's or memset's count of whole elements, or a
  /// device function's extent for that parameter as its own analysis
  /// finds it, a constant or one of its parameters. nullopt otherwise.
  std::optional<Reach>
  reachOfCall(const clang::Stmt *Use,
              llvm::SmallVectorImpl<const clang::Expr *> &Offsets);
  /// The pointer sums \p Use is the base of (`p + a + b`), their offsets
  /// to \p Offsets, innermost first: the outermost with its parentheses and
  /// implicit casts (\p Use's own when it is in none).
  const clang::Stmt *
  sumAround(const clang::Stmt *Use,
            llvm::SmallVectorImpl<const clang::Expr *> &Offsets);
  /// `*(p + i + j)`: the dereference of a sum of the pointer \p Use and
  /// offsets, with the offsets; null when \p Use is not so dereferenced.
  const clang::UnaryOperator *
  derefOfSum(const clang::Stmt *Use,
             llvm::SmallVectorImpl<const clang::Expr *> &Offsets);

  // Index tables (IndexTables.cpp).
  /// Fills Tables from the references of the kernel's parameters, and
  /// Model's TableBounds.
  void findIndexTables(llvm::ArrayRef<const clang::DeclRefExpr *> Refs,
                       HarnessModel &Model);
  /// Adds to TableBounds the scalar parameter a value read from an index
  /// table, \p Value, is compared with, if it is.
  void noteTableBound(const clang::Expr *Value, HarnessModel &Model);
  /// The constant the value of \p E is lowered by where it is used
  /// (`t[i] - 1`, or through a local it initializes), 0 when none.
  long long subtractedFrom(const clang::Expr *E,
                           llvm::ArrayRef<const clang::DeclRefExpr *> Refs);

  /// Locals assigned once from a buffer: `const float *row = in + r * n;`
  /// (`out + i * s + j`: each term an offset).
  llvm::DenseMap<const clang::VarDecl *,
                 std::pair<const clang::ParmVarDecl *,
                           llvm::SmallVector<const clang::Expr *, 2>>>
      Aliases;
  /// Their initializers, and each sum within them.
  llvm::SmallPtrSet<const clang::Expr *, 16> AliasInits;
  /// How many helper analyses this one is nested in (reachOfCall).
  unsigned HelperDepth = 0;
  /// The parameters of each device function called with a buffer, as its
  /// own analysis reads them.
  llvm::DenseMap<const clang::FunctionDecl *, std::vector<HarnessParameter>>
      Helpers;
};

/// Whether the value \p E designates is stored to: assigned, incremented,
/// a member of it assigned, or its address taken.
bool storedTo(const clang::Expr *E, const SizeAnalysis &A);

} // namespace kx

#endif
