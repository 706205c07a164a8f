//===- IndexTables.cpp - Integer buffers a kernel indexes with -----------===//
//
// An index table is an integer buffer the kernel only reads, element by
// element, and indexes with what it reads (`probs[i * classes + label[i]]`).
// The harness fills it with small integers (from 1 for a table read
// 1-based), so a value read from it is bounded (IndexBounds::tableOf), and
// a scalar it is checked against stays above them.
//
//===----------------------------------------------------------------------===//

#include "SizeAnalysis.h"
#include <algorithm>

using namespace clang;

namespace kx {

void SizeAnalysis::findIndexTables(ArrayRef<const DeclRefExpr *> Refs,
                                   HarnessModel &Model) {
  llvm::DenseMap<const ParmVarDecl *, long long> Found;
  llvm::SmallPtrSet<const ParmVarDecl *, 4> Rejected;
  for (const DeclRefExpr *Ref : Refs) {
    const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl());
    if (!Param || Param->getDeclContext() != &Kernel ||
        Rejected.contains(Param))
      continue;
    QualType T = Param->getType();
    if (!T->isPointerType() || !T->getPointeeType()->isIntegerType() ||
        T->getPointeeType()->isBooleanType())
      continue;
    // Read element by element, never stored to, moved or passed on: its
    // values are the harness's own.
    const Stmt *Use = outermost(Ref);
    const Stmt *Parent = parentOf(Use);
    const Expr *Element = nullptr;
    if (const auto *Compare = dyn_cast_or_null<BinaryOperator>(Parent);
        Compare && Compare->isComparisonOp())
      continue; // `t != nullptr`
    // Moved once to a thread's row (`t += row * k`), it still holds the
    // harness's values.
    auto Advance = Advanced.find(Param);
    bool Moved = Modified.contains(Param) &&
                 (Advance == Advanced.end() ||
                  !llvm::all_of(Advance->second, [&](const Expr *By) {
                    return advancesOnce(By);
                  }));
    if (const auto *Move = dyn_cast_or_null<CompoundAssignOperator>(Parent);
        Move && Move->getLHS() == Use && !Moved)
      continue;
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
        Sub && Sub->getBase() == Use) {
      Element = Sub;
    } else if (const auto *Deref = dyn_cast_or_null<UnaryOperator>(Parent);
               Deref && Deref->getOpcode() == UO_Deref) {
      Element = Deref;
    } else {
      SmallVector<const Expr *, 2> Offsets;
      Element = derefOfSum(Use, Offsets);
    }
    if (!Element || Moved || storedTo(Element, *this)) {
      Rejected.insert(Param);
      Found.erase(Param);
      continue;
    }
    long long &Least = Found[Param];
    Least = std::max(Least, subtractedFrom(Element, Refs));
  }
  Tables = std::move(Found);
  // `const int k = (int)t[i]; if (k >= n0) return;`, or t[i] compared.
  for (const DeclRefExpr *Ref : Refs) {
    if (const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl());
        Param && Tables.contains(Param)) {
      const Expr *Element = Ref;
      while (Element && !tableOf(Element))
        Element = dyn_cast_or_null<Expr>(parentOf(Element));
      if (Element)
        noteTableBound(Element, Model);
      continue;
    }
    const VarDecl *Var = localOf(Ref);
    if (Var && isUnmodifiedLocal(Var) && Var->getInit() &&
        tableOf(Var->getInit()))
      noteTableBound(Ref, Model);
  }
}

void SizeAnalysis::noteTableBound(const Expr *Value, HarnessModel &Model) {
  const Stmt *Child = outermost(Value, /*AnyCast=*/true);
  const auto *Compare = dyn_cast_or_null<BinaryOperator>(parentOf(Child));
  if (!Compare || !Compare->isRelationalOp())
    return;
  const Expr *Other =
      (Compare->getLHS() == Child ? Compare->getRHS() : Compare->getLHS())
          ->IgnoreParenCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Other);
  const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  if (Param && Param->getDeclContext() == &Kernel && Param->getIdentifier() &&
      Param->getType()->isIntegerType() &&
      !is_contained(Model.TableBounds, Param->getName()))
    Model.TableBounds.push_back(Param->getName().str());
}

long long SizeAnalysis::subtractedFrom(const Expr *E,
                                       ArrayRef<const DeclRefExpr *> Refs) {
  const Stmt *Value = outermost(E, /*AnyCast=*/true);
  const Stmt *Parent = parentOf(Value);
  if (const auto *Minus = dyn_cast_or_null<BinaryOperator>(Parent);
      Minus && Minus->getOpcode() == BO_Sub && Minus->getLHS() == Value) {
    Expr::EvalResult By;
    if (!Minus->getRHS()->isValueDependent() &&
        Minus->getRHS()->EvaluateAsInt(By, Context))
      return std::clamp<long long>(By.Val.getInt().getExtValue(), 0, 1 << 20);
    return 0;
  }
  // `int label = t[i];`: the local's uses.
  const auto *Decl = dyn_cast_or_null<DeclStmt>(Parent);
  const auto *Var = Decl && Decl->isSingleDecl()
                        ? dyn_cast<VarDecl>(Decl->getSingleDecl())
                        : nullptr;
  if (!Var || Var->getInit() != Value || !isUnmodifiedLocal(Var))
    return 0;
  long long Least = 0;
  for (const DeclRefExpr *Ref : Refs)
    if (Ref->getDecl() == Var && Ref != E)
      Least = std::max(Least, subtractedFrom(Ref, Refs));
  return Least;
}

} // namespace kx
