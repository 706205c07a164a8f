//===- IndexBounds.cpp - Upper bounds of a kernel's indices ---------------===//
//
// An index's upper bound as C++ of the kernel's scalar parameters: from the
// bounds checks that guard its use (`if (i < n)`, a loop's condition, an
// early `return`, `?:` and `&&`) and from its own arithmetic, through the
// locals it is computed in. Thread and block indices the kernel does not
// check are bounded by the harness's own launch (`kx_block.x - 1`).
//
//===----------------------------------------------------------------------===//

#include "IndexBounds.h"
#include "kernel-extract/Kernel.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"

using namespace clang;

namespace kx {


static BinaryOperatorKind negated(BinaryOperatorKind Op) {
  switch (Op) {
  case BO_LT: return BO_GE;
  case BO_LE: return BO_GT;
  case BO_GT: return BO_LE;
  case BO_GE: return BO_LT;
  default: return BO_Comma;
  }
}

/// `blockIdx.y` as (`blockIdx`, 1); nullopt for anything else.
std::optional<std::pair<StringRef, unsigned>> builtinIndex(const Expr *E) {
  E = E->IgnoreParenCasts();
  if (const auto *PO = dyn_cast<PseudoObjectExpr>(E))
    E = PO->getSyntacticForm()->IgnoreParenCasts();
  const Expr *Base = nullptr;
  StringRef Member;
  if (const auto *Property = dyn_cast<MSPropertyRefExpr>(E)) {
    Base = Property->getBaseExpr();
    Member = Property->getPropertyDecl()->getName();
  } else if (const auto *ME = dyn_cast<MemberExpr>(E)) {
    Base = ME->getBase();
    if (const IdentifierInfo *II = ME->getMemberDecl()->getIdentifier())
      Member = II->getName();
  }
  if (!Base)
    return std::nullopt;
  Base = Base->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Base))
    Base = Opaque->getSourceExpr()->IgnoreParenImpCasts();
  const auto *Ref = dyn_cast<DeclRefExpr>(Base);
  if (!Ref || !Ref->getDecl()->getIdentifier())
    return std::nullopt;
  StringRef Name = Ref->getDecl()->getName();
  if (Name != "threadIdx" && Name != "blockIdx" && Name != "blockDim" &&
      Name != "gridDim")
    return std::nullopt;
  int Dim = Member == "x" ? 0 : Member == "y" ? 1 : Member == "z" ? 2 : -1;
  if (Dim < 0)
    return std::nullopt;
  return std::make_pair(Name, unsigned(Dim));
}


IndexBounds::IndexBounds(const FunctionDecl &Kernel, ASTContext &Context)
    : Kernel(Kernel), Context(Context) {
  // The body's own parent map: the ASTContext's would walk the whole TU
  // (every header) once per TU.
  if (const Stmt *Body = Kernel.getBody()) {
    mapParents(Body);
    collectModified(Body);
  }
}

void IndexBounds::mapParents(const Stmt *S) {
  for (const Stmt *Child : S->children())
    if (Child) {
      Parents[Child] = S;
      mapParents(Child);
    }
}

// Facts ----------------------------------------------------------------------

void IndexBounds::addFacts(const Expr *Condition, bool Holds,
                        std::vector<Fact> &Out, bool LoopCondition) {
  Condition = Condition->IgnoreParenImpCasts();
  if (const auto *Not = dyn_cast<UnaryOperator>(Condition);
      Not && Not->getOpcode() == UO_LNot)
    return addFacts(Not->getSubExpr(), !Holds, Out);
  const auto *BO = dyn_cast<BinaryOperator>(Condition);
  if (!BO)
    return;
  BinaryOperatorKind Op = BO->getOpcode();
  if ((Op == BO_LAnd && Holds) || (Op == BO_LOr && !Holds)) {
    addFacts(BO->getLHS(), Holds, Out, LoopCondition);
    addFacts(BO->getRHS(), Holds, Out, LoopCondition);
    return;
  }
  // `for (i = 0; i != n; ++i)` counts up to n.
  if (Op == BO_NE && LoopCondition && Holds)
    Op = BO_LT;
  if (Op != BO_LT && Op != BO_LE && Op != BO_GT && Op != BO_GE)
    return;
  if (!Holds)
    Op = negated(Op);
  Out.push_back({BO->getLHS(), BO->getRHS(), Op, Condition});
}

/// Whether \p S leaves the rest of its block: `return`, `continue`,
/// `break`, alone or as a block's only statement.
bool exits(const Stmt *S) {
  if (const auto *Block = dyn_cast_or_null<CompoundStmt>(S))
    return Block->size() == 1 && exits(Block->body_front());
  return isa_and_nonnull<ReturnStmt, ContinueStmt, BreakStmt>(S);
}

std::vector<Fact> IndexBounds::factsAt(const Stmt *Use) {
  std::vector<Fact> Out;
  const Stmt *Child = Use;
  for (const Stmt *Parent = parentOf(Child); Parent;
       Child = Parent, Parent = parentOf(Parent)) {
    if (const auto *If = dyn_cast<IfStmt>(Parent)) {
      if (Child == If->getThen())
        addFacts(If->getCond(), true, Out);
      else if (Child == If->getElse())
        addFacts(If->getCond(), false, Out);
    } else if (const auto *For = dyn_cast<ForStmt>(Parent)) {
      if (For->getCond() && (Child == For->getBody() || Child == For->getInc()))
        addFacts(For->getCond(), true, Out, /*LoopCondition=*/true);
    } else if (const auto *While = dyn_cast<WhileStmt>(Parent)) {
      if (Child == While->getBody())
        addFacts(While->getCond(), true, Out);
    } else if (const auto *Cond = dyn_cast<ConditionalOperator>(Parent)) {
      if (Child == Cond->getTrueExpr())
        addFacts(Cond->getCond(), true, Out);
      else if (Child == Cond->getFalseExpr())
        addFacts(Cond->getCond(), false, Out);
    } else if (const auto *BO = dyn_cast<BinaryOperator>(Parent)) {
      if (Child == BO->getRHS() && BO->getOpcode() == BO_LAnd)
        addFacts(BO->getLHS(), true, Out);
      else if (Child == BO->getRHS() && BO->getOpcode() == BO_LOr)
        addFacts(BO->getLHS(), false, Out);
    } else if (const auto *Block = dyn_cast<CompoundStmt>(Parent)) {
      // `if (i >= n) return;` above the use: i < n below it.
      for (const Stmt *Before : Block->body()) {
        if (Before == Child)
          break;
        if (const auto *If = dyn_cast<IfStmt>(Before);
            If && !If->getElse() && exits(If->getThen()))
          addFacts(If->getCond(), false, Out);
      }
    }
    if (Parent == Kernel.getBody())
      break;
  }
  return Out;
}

// Bounds ---------------------------------------------------------------------

/// Whether \p A and \p B are the same expression (`i`, `row * n + col`).
static bool sameValue(const Expr *A, const Expr *B, const ASTContext &Context) {
  A = A->IgnoreParenImpCasts();
  B = B->IgnoreParenImpCasts();
  if (A == B)
    return true;
  llvm::FoldingSetNodeID IdA, IdB;
  A->Profile(IdA, Context, /*Canonical=*/true);
  B->Profile(IdB, Context, /*Canonical=*/true);
  return IdA == IdB;
}

MaybeBound IndexBounds::upper(const Expr *E, unsigned Depth) {
  // Deep enough for an index a helper function computes from locals that
  // each take a step of the last (`mask_c` from `mask_iy` from `iy`).
  if (Depth > 32)
    return std::nullopt;
  // A constant is its own bound: `0 < total` says nothing of a 0.
  Expr::EvalResult Value;
  if (!E->isValueDependent() && E->EvaluateAsInt(Value, Context))
    return Bound::constant(Value.Val.getInt().getExtValue());
  // The innermost check that bounds E itself.
  for (const Fact &F : factsAt(E)) {
    MaybeBound B;
    if (sameValue(F.Lhs, E, Context) && (F.Op == BO_LT || F.Op == BO_LE))
      B = upper(F.Rhs, Depth + 1);
    else if (sameValue(F.Rhs, E, Context) && (F.Op == BO_GT || F.Op == BO_GE))
      B = upper(F.Lhs, Depth + 1);
    else
      continue;
    if (!B)
      continue;
    bool Strict = F.Op == BO_LT || F.Op == BO_GT;
    return Strict ? *B - 1 : *B;
  }
  return upperOf(E, Depth);
}

MaybeBound IndexBounds::upperOfHelper(const CallExpr &Call, unsigned Depth) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  const FunctionDecl *Definition = nullptr;
  if (!Callee || !Callee->hasBody(Definition) || Definition == &Kernel ||
      Call.getNumArgs() != Definition->getNumParams() ||
      llvm::any_of(Definition->parameters(), [&](const ParmVarDecl *Param) {
        return Arguments.count(Param) ||
               !Param->getType()->isIntegralOrEnumerationType();
      }))
    return std::nullopt;
  // Locals, then the return: nothing that branches or loops.
  const auto *Body = dyn_cast<CompoundStmt>(Definition->getBody());
  if (!Body || Body->body_empty())
    return std::nullopt;
  const auto *Return = dyn_cast<ReturnStmt>(Body->body_back());
  if (!Return || !Return->getRetValue() ||
      !llvm::all_of(llvm::drop_end(Body->body()),
                    [](const Stmt *S) { return isa<DeclStmt>(S); }))
    return std::nullopt;
  collectModified(Body);
  for (unsigned I = 0; I < Call.getNumArgs(); ++I)
    Arguments[Definition->getParamDecl(I)] = Call.getArg(I);
  MaybeBound Result = upper(Return->getRetValue(), Depth + 1);
  for (const ParmVarDecl *Param : Definition->parameters())
    Arguments.erase(Param);
  return Result;
}

const Expr *pointerSumBase(const Expr *E,
                           SmallVectorImpl<const Expr *> *Offsets,
                           SmallVectorImpl<const Expr *> *Sums) {
  E = E->IgnoreParenImpCasts();
  while (const auto *Plus = dyn_cast<BinaryOperator>(E)) {
    if (Plus->getOpcode() != BO_Add)
      break;
    bool LeftIsPointer = Plus->getLHS()->getType()->isPointerType();
    if (Offsets)
      Offsets->push_back(LeftIsPointer ? Plus->getRHS() : Plus->getLHS());
    if (Sums)
      Sums->push_back(Plus);
    E = (LeftIsPointer ? Plus->getLHS() : Plus->getRHS())
            ->IgnoreParenImpCasts();
  }
  return E;
}

const ParmVarDecl *IndexBounds::tableOf(const Expr *E) const {
  E = E->IgnoreParenCasts();
  const Expr *Base = nullptr;
  if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E)) {
    Base = Sub->getBase();
  } else if (const auto *Deref = dyn_cast<UnaryOperator>(E);
             Deref && Deref->getOpcode() == UO_Deref) {
    Base = pointerSumBase(Deref->getSubExpr()); // `*(t + i + j)`
  }
  const auto *Ref =
      Base ? dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts()) : nullptr;
  const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
  return Param && Tables.contains(Param) ? Param : nullptr;
}

long long IndexBounds::lower(const Expr *E) {
  Expr::EvalResult Result;
  if (!E->isValueDependent() && E->EvaluateAsInt(Result, Context))
    return std::max<long long>(0, Result.Val.getInt().getExtValue());
  return 0; // Indices and sizes are taken as non-negative.
}

MaybeBound IndexBounds::upperOf(const Expr *E, unsigned Depth) {
  E = E->IgnoreParenCasts();
  Expr::EvalResult Result;
  if (!E->isValueDependent() && E->EvaluateAsInt(Result, Context))
    return Bound::constant(Result.Val.getInt().getExtValue());
  // The launch shape, as the harness names it: its own grid and block.
  if (auto Index = builtinIndex(E)) {
    static const char *Axis[] = {"x", "y", "z"};
    StringRef Kind = Index->first;
    std::string Of = (Kind == "threadIdx" || Kind == "blockDim" ? "kx_block."
                                                                 : "kx_grid.") +
                     std::string(Axis[Index->second]);
    Bound Size = Bound::symbol(Of);
    return Kind == "threadIdx" || Kind == "blockIdx" ? Size - 1 : Size;
  }
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var)
      return std::nullopt;
    if (Modified.contains(Var)) {
      auto Counted = Counters.find(Var);
      return Counted == Counters.end()
                 ? std::nullopt
                 : upperOfCounter(E, Counted->second, Depth);
    }
    if (const auto *Param = dyn_cast<ParmVarDecl>(Var)) {
      if (const Expr *Argument = Arguments.lookup(Param))
        return upper(Argument, Depth + 1);
      if (Param->getDeclContext() == &Kernel && Param->getIdentifier() &&
          Param->getType()->isIntegralOrEnumerationType())
        return Bound::symbol(Param->getName().str());
      return std::nullopt;
    }
    if (isUnmodifiedLocal(Var) && Var->getInit())
      return upper(Var->getInit(), Depth + 1);
    return std::nullopt;
  }
  if (const ParmVarDecl *Table = tableOf(E))
    return Bound::constant(Tables.lookup(Table) + HarnessIntegerValues - 1);
  if (const auto *Cond = dyn_cast<ConditionalOperator>(E)) {
    MaybeBound T = upper(Cond->getTrueExpr(), Depth + 1);
    MaybeBound F = upper(Cond->getFalseExpr(), Depth + 1);
    if (T && F)
      return Bound::max(*T, *F);
    return std::nullopt;
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || !Callee->getIdentifier())
      return std::nullopt;
    StringRef Name = Callee->getName();
    bool Extremum = llvm::is_contained(
        {"min", "umin", "llmin", "max", "umax", "llmax"}, Name);
    if (!Extremum)
      return upperOfHelper(*Call, Depth);
    if (Call->getNumArgs() != 2)
      return std::nullopt;
    MaybeBound A = upper(Call->getArg(0), Depth + 1);
    MaybeBound B = upper(Call->getArg(1), Depth + 1);
    if ((Name == "min" || Name == "umin" || Name == "llmin") && (A || B))
      return A && B ? Bound::min(*A, *B) : A ? A : B;
    if ((Name == "max" || Name == "umax" || Name == "llmax") && A && B)
      return Bound::max(*A, *B);
    return std::nullopt;
  }
  const auto *BO = dyn_cast<BinaryOperator>(E);
  if (!BO)
    return std::nullopt;
  const Expr *L = BO->getLHS(), *R = BO->getRHS();
  switch (BO->getOpcode()) {
  case BO_Add: {
    MaybeBound A = upper(L, Depth + 1), B = upper(R, Depth + 1);
    return A && B ? MaybeBound(*A + *B) : std::nullopt;
  }
  case BO_Sub: {
    MaybeBound A = upper(L, Depth + 1);
    return A ? MaybeBound(*A - lower(R)) : std::nullopt;
  }
  case BO_Mul: {
    MaybeBound A = upper(L, Depth + 1), B = upper(R, Depth + 1);
    return A && B ? MaybeBound(*A * *B) : std::nullopt;
  }
  case BO_Div: {
    MaybeBound A = upper(L, Depth + 1);
    if (!A)
      return std::nullopt;
    // Divided by the value itself (a constant, a parameter): exact; by
    // anything else at least 1: no larger.
    MaybeBound B = upperOf(R, Depth + 1);
    if (B && (B->isConstant() ? B->constantPart() > 0 : true) &&
        (B->isConstant() || isa<DeclRefExpr>(R->IgnoreParenCasts())))
      return *A / *B;
    return A;
  }
  case BO_Rem: {
    // i % m < m: the divisor bounds it, whatever i is.
    if (MaybeBound B = upper(R, Depth + 1))
      return *B - 1;
    return upper(L, Depth + 1);
  }
  case BO_Shr: {
    MaybeBound A = upper(L, Depth + 1);
    Expr::EvalResult Shift;
    if (A && !R->isValueDependent() && R->EvaluateAsInt(Shift, Context))
      return *A >> Shift.Val.getInt().getExtValue();
    return std::nullopt;
  }
  case BO_And: {
    // i & mask <= mask.
    Expr::EvalResult Mask;
    if (!R->isValueDependent() && R->EvaluateAsInt(Mask, Context) &&
        Mask.Val.getInt().isNonNegative())
      return Bound::constant(Mask.Val.getInt().getExtValue());
    if (!L->isValueDependent() && L->EvaluateAsInt(Mask, Context) &&
        Mask.Val.getInt().isNonNegative())
      return Bound::constant(Mask.Val.getInt().getExtValue());
    return std::nullopt;
  }
  default:
    return std::nullopt;
  }
}

// What the body does ---------------------------------------------------------

namespace {

/// Variables written after their declaration, or whose address escapes.
class ModifiedVisitor : public RecursiveASTVisitor<ModifiedVisitor> {
public:
  llvm::SmallPtrSet<const VarDecl *, 16> &Out;
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const Expr *, 2>> &Writes;
  /// The pointers moved by `p += offset`, with the offsets, and the
  /// variables written any other way.
  llvm::DenseMap<const VarDecl *, llvm::SmallVector<const Expr *, 1>> Advances;
  llvm::SmallPtrSet<const VarDecl *, 16> OtherwiseWritten;
  ModifiedVisitor(llvm::SmallPtrSet<const VarDecl *, 16> &Out,
                  llvm::DenseMap<const VarDecl *,
                                 llvm::SmallVector<const Expr *, 2>> &Writes)
      : Out(Out), Writes(Writes) {}
  /// \p Write writes what \p E designates.
  void mark(const Expr *E, const Expr *Write, const Expr *Advance = nullptr) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenCasts());
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Var)
      return;
    Out.insert(Var);
    Writes[Var].push_back(Write);
    if (Advance && Var->getType()->isPointerType())
      Advances[Var].push_back(Advance);
    else
      OtherwiseWritten.insert(Var);
  }
  bool VisitBinaryOperator(BinaryOperator *BO) {
    if (BO->isAssignmentOp())
      mark(BO->getLHS(), BO,
           BO->getOpcode() == BO_AddAssign ? BO->getRHS() : nullptr);
    return true;
  }
  bool VisitUnaryOperator(UnaryOperator *UO) {
    if (UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf)
      mark(UO->getSubExpr(), UO);
    return true;
  }
  bool VisitCallExpr(CallExpr *Call) {
    // Passed by non-const reference: may change.
    const FunctionDecl *Callee = Call->getDirectCallee();
    for (unsigned I = 0; I < Call->getNumArgs(); ++I) {
      if (!Callee || I >= Callee->getNumParams())
        break;
      QualType T = Callee->getParamDecl(I)->getType();
      if (T->isReferenceType() && !T.getNonReferenceType().isConstQualified())
        mark(Call->getArg(I), Call);
    }
    return true;
  }
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *Call) {
    if (Call->isAssignmentOp() && Call->getNumArgs() > 0)
      mark(Call->getArg(0), Call);
    return true;
  }
};

} // namespace

void IndexBounds::collectModified(const Stmt *Body) {
  ModifiedVisitor Visitor(Modified, Writes);
  Visitor.TraverseStmt(const_cast<Stmt *>(Body));
  if (Body != Kernel.getBody())
    return;
  findCounters();
  for (const auto &[Var, Offsets] : Visitor.Advances)
    if (const auto *Param = dyn_cast<ParmVarDecl>(Var);
        Param && !Visitor.OtherwiseWritten.contains(Var))
      Advanced[Param] = Offsets;
}

const Stmt *IndexBounds::outermost(const Stmt *S, bool AnyCast) const {
  while (const Stmt *P = parentOf(S)) {
    if (!isa<ImplicitCastExpr, ParenExpr>(P) && !(AnyCast && isa<CastExpr>(P)))
      break;
    S = P;
  }
  return S;
}

const VarDecl *IndexBounds::localOf(const Expr *E) const {
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts()))
    return dyn_cast<VarDecl>(Ref->getDecl());
  return nullptr;
}

bool IndexBounds::isUnmodifiedLocal(const VarDecl *Var) const {
  return Var && Var->isLocalVarDecl() && !Modified.contains(Var);
}


} // namespace kx
