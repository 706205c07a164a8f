//===- SizeModel.cpp - How much of each buffer a kernel reaches -----------===//
//
// Reads a kernel's body for what a harness must size: each pointer
// parameter's accesses (`p[i]`, `*(p + i)`, through a local `q = p + off`),
// each index's upper bound as a function of the scalar parameters (from the
// bounds checks that guard it: `if (i < n)`, a loop's condition, an early
// `return`; and from the index's own arithmetic), and the bound each grid
// dimension's thread index is checked against. An access it cannot bound
// leaves the buffer's extent to the harness's command line.
//
//===----------------------------------------------------------------------===//

#include "Bounds.h"
#include "Harness.h"
#include "IndexBounds.h"
#include "SizeAnalysis.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallPtrSet.h"
#include <algorithm>

using namespace clang;

namespace kx {

const ParmVarDecl *SizeAnalysis::bufferOf(const Expr *E,
                                          ArrayRef<const Expr *> &Offsets,
                                          const VarDecl *&Alias) {
  Offsets = {};
  Alias = nullptr;
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return nullptr;
  if (const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl()))
    return Param->getType()->isPointerType() ? Param : nullptr;
  const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
  auto It = Aliases.find(Var);
  if (It == Aliases.end())
    return nullptr;
  Alias = Var;
  Offsets = It->second.second;
  return It->second.first;
}

/// Whether \p E is `blockIdx.d * blockDim.d + threadIdx.d` (true, d) or
/// `blockIdx.d` (false, d), directly or through an unmodified local or a
/// loop's induction variable initialized so.
std::optional<std::pair<bool, unsigned>>
SizeAnalysis::globalIndex(const Expr *E, unsigned Depth) {
  if (Depth > 4)
    return std::nullopt;
  E = E->IgnoreParenCasts();
  if (const VarDecl *Var = localOf(E)) {
    if (!Var->isLocalVarDecl() || !Var->getInit())
      return std::nullopt;
    // A grid-stride loop's variable starts at the global index.
    return globalIndex(Var->getInit(), Depth + 1);
  }
  if (auto Index = builtinIndex(E))
    if (Index->first == "blockIdx")
      return std::make_pair(false, Index->second);
  const auto *Sum = dyn_cast<BinaryOperator>(E);
  if (!Sum || Sum->getOpcode() != BO_Add)
    return std::nullopt;
  for (int Swap = 0; Swap < 2; ++Swap) {
    const Expr *Product = (Swap ? Sum->getRHS() : Sum->getLHS());
    const Expr *Thread = (Swap ? Sum->getLHS() : Sum->getRHS());
    auto T = builtinIndex(Thread);
    const auto *Mul = dyn_cast<BinaryOperator>(Product->IgnoreParenCasts());
    if (!T || T->first != "threadIdx" || !Mul || Mul->getOpcode() != BO_Mul)
      continue;
    // blockIdx.d times blockDim.d, or times the block size as a constant
    // (`blockIdx.x * BLOCK`, a template's argument).
    auto A = builtinIndex(Mul->getLHS()), B = builtinIndex(Mul->getRHS());
    auto IsBlockIdx = [&](const auto &I) {
      return I && I->first == "blockIdx" && I->second == T->second;
    };
    auto IsBlockSize = [&](const auto &I, const Expr *E) {
      if (I)
        return I->first == "blockDim" && I->second == T->second;
      Expr::EvalResult Size;
      return !E->isValueDependent() && E->EvaluateAsInt(Size, Context);
    };
    if ((IsBlockIdx(A) && IsBlockSize(B, Mul->getRHS())) ||
        (IsBlockIdx(B) && IsBlockSize(A, Mul->getLHS())))
      return std::make_pair(true, T->second);
  }
  return std::nullopt;
}

void SizeAnalysis::findGridBounds(HarnessModel &Model) {
  // Every condition of the body, in source order.
  struct Conditions : RecursiveASTVisitor<Conditions> {
    struct Found {
      const Expr *Condition;
      bool Holds;
      bool Loop;
    };
    std::vector<Found> All;
    bool VisitIfStmt(IfStmt *If) {
      // `if (i >= n) return;` bounds what follows by its negation.
      All.push_back({If->getCond(), !exits(If->getThen()), false});
      return true;
    }
    bool VisitForStmt(ForStmt *For) {
      if (For->getCond())
        All.push_back({For->getCond(), true, true});
      return true;
    }
    bool VisitWhileStmt(WhileStmt *While) {
      All.push_back({While->getCond(), true, true});
      return true;
    }
    bool VisitConditionalOperator(ConditionalOperator *Cond) {
      All.push_back({Cond->getCond(), true, false});
      return true;
    }
  } Visitor;
  Visitor.TraverseStmt(Kernel.getBody());
  // The parameters a loop of each thread runs up to (`for (j = 0; j < n;
  // ++j)`): a thread's work grows with them.
  auto AddLoopBounds = [&](const Expr *Limit) {
    struct Names : RecursiveASTVisitor<Names> {
      std::vector<std::string> Found;
      bool VisitDeclRefExpr(DeclRefExpr *Ref) {
        if (isa<ParmVarDecl>(Ref->getDecl()))
          Found.push_back(Ref->getDecl()->getNameAsString());
        return true;
      }
    } Params;
    Params.TraverseStmt(const_cast<Expr *>(Limit));
    for (std::string &Name : Params.Found)
      if (!llvm::is_contained(Model.LoopBounds, Name))
        Model.LoopBounds.push_back(std::move(Name));
  };
  for (const auto &[Condition, Holds, Loop] : Visitor.All) {
    std::vector<Fact> Facts;
    addFacts(Condition, Holds, Facts, /*LoopCondition=*/true);
    for (const Fact &F : Facts) {
      bool Below = F.Op == BO_LT || F.Op == BO_LE;
      const Expr *Index = Below ? F.Lhs : F.Rhs;
      const Expr *Limit = Below ? F.Rhs : F.Lhs;
      auto Global = globalIndex(Index);
      if (!Global) {
        if (Loop)
          AddLoopBounds(Limit);
        continue;
      }
      std::string &Into = Global->first ? Model.ThreadBound[Global->second]
                                        : Model.BlockBound[Global->second];
      if (!Into.empty())
        continue;
      MaybeBound B = upper(Limit);
      // The grid is sized from the bound: it cannot depend on the grid.
      if (!B || StringRef(B->text()).contains("kx_grid"))
        continue;
      bool Strict = F.Op == BO_LT || F.Op == BO_GT;
      Into = (Strict ? *B : *B + Bound::constant(1)).text();
    }
  }
}

void SizeAnalysis::findAssertedBlock(HarnessModel &Model) {
  // `assert(c)` is `c ? void(0) : __assert_fail(...)` (glibc's spelling,
  // which clang's CUDA headers keep for device code).
  struct Assertions : RecursiveASTVisitor<Assertions> {
    std::vector<const Expr *> Found;
    bool VisitConditionalOperator(ConditionalOperator *Cond) {
      const auto *Call =
          dyn_cast<CallExpr>(Cond->getFalseExpr()->IgnoreParenCasts());
      const FunctionDecl *Callee = Call ? Call->getDirectCallee() : nullptr;
      if (Callee && Callee->getIdentifier() &&
          (Callee->getName() == "__assert_fail" ||
           Callee->getName() == "__assertfail"))
        Found.push_back(Cond->getCond());
      return true;
    }
  } Visitor;
  Visitor.TraverseStmt(Kernel.getBody());
  for (const Expr *Condition : Visitor.Found) {
    Condition = Condition->IgnoreParenCasts();
    if (const auto *Cast = dyn_cast<CXXStaticCastExpr>(Condition))
      Condition = Cast->getSubExpr()->IgnoreParenCasts();
    const auto *Equal = dyn_cast<BinaryOperator>(Condition);
    if (!Equal || Equal->getOpcode() != BO_EQ)
      continue;
    for (auto [Side, Other] : {std::pair(Equal->getLHS(), Equal->getRHS()),
                               std::pair(Equal->getRHS(), Equal->getLHS())}) {
      auto Index = builtinIndex(Side);
      Expr::EvalResult Value;
      if (!Index || Index->first != "blockDim" || Other->isValueDependent() ||
          !Other->EvaluateAsInt(Value, Context) ||
          Value.Val.getInt().getSExtValue() <= 0)
        continue;
      Model.BlockAsserted[Index->second] =
          std::to_string(Value.Val.getInt().getSExtValue());
    }
  }
}

/// Every expression of kind \p Node in \p Body, in source order.
template <typename Node>
static std::vector<const Node *> nodesOf(const Stmt *Body) {
  struct Collector : RecursiveASTVisitor<Collector> {
    std::vector<const Node *> Found;
    bool VisitStmt(Stmt *S) {
      if (const auto *N = dyn_cast<Node>(S))
        Found.push_back(N);
      return true;
    }
  } Visitor;
  Visitor.TraverseStmt(const_cast<Stmt *>(Body));
  return std::move(Visitor.Found);
}

/// The thread index dimension \p E is (`threadIdx.y`, or a local assigned
/// it once: `int tid = threadIdx.x;`), if any.
static std::optional<unsigned>
threadIndexDimension(const Expr *E,
                     const llvm::SmallPtrSetImpl<const VarDecl *> &Modified) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Var->isLocalVarDecl() && Var->getInit() &&
        !Modified.contains(Var))
      E = Var->getInit()->IgnoreParenImpCasts();
  auto Index = builtinIndex(E);
  if (!Index || Index->first != "threadIdx")
    return std::nullopt;
  return Index->second;
}

void SizeAnalysis::findSharedBlock(HarnessModel &Model) {
  // `s[threadIdx.y][threadIdx.x]` of `__shared__ float s[16][17]`: each
  // subscript by a thread index, with the extent of the array it indexes.
  std::optional<unsigned long long> Smallest[3];
  for (const ArraySubscriptExpr *E :
       nodesOf<ArraySubscriptExpr>(Kernel.getBody())) {
    const Expr *Base = E->getBase()->IgnoreParenImpCasts();
    const auto *Array = Context.getAsConstantArrayType(Base->getType());
    const Expr *Root = Base;
    while (const auto *Inner = dyn_cast<ArraySubscriptExpr>(Root))
      Root = Inner->getBase()->IgnoreParenImpCasts();
    const auto *Ref = dyn_cast<DeclRefExpr>(Root);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    if (!Array || !Var || !Var->hasAttr<CUDASharedAttr>())
      continue;
    std::optional<unsigned> Dimension =
        threadIndexDimension(E->getIdx(), Modified);
    unsigned long long Extent = Array->getSize().getZExtValue();
    if (!Dimension) {
      noteSharedLimit(E->getIdx(), *Array, Model);
      continue;
    }
    if (Extent == 0)
      continue;
    // `if (threadIdx.x < 32) s[threadIdx.x] = 0;` fits any block.
    if (MaybeBound Index = upper(E->getIdx()); Index && Index->isConstant())
      continue;
    // `[TILE + 1]` pads a tile of TILE threads against bank conflicts.
    if (!llvm::isPowerOf2_64(Extent) && Extent > 16 &&
        llvm::isPowerOf2_64(Extent - 1))
      --Extent;
    std::optional<unsigned long long> &Into = Smallest[*Dimension];
    Into = Into ? std::min(*Into, Extent) : Extent;
  }
  unsigned long long Threads = 1;
  for (const auto &Extent : Smallest)
    Threads *= Extent.value_or(1);
  if (Threads > 1024)
    return;
  for (unsigned D = 0; D < 3; ++D)
    if (Smallest[D])
      Model.BlockFromShared[D] = std::to_string(*Smallest[D]);
}

void SizeAnalysis::noteSharedLimit(const Expr *Index,
                                   const ConstantArrayType &Array,
                                   HarnessModel &Model) {
  MaybeBound Largest = upper(Index);
  long long Extent = Array.getSize().getZExtValue();
  if (!Largest || Largest->isConstant() || Extent == 0)
    return;
  std::pair<std::string, long long> Limit(Largest->text(), Extent - 1);
  if (!llvm::is_contained(Model.SharedLimits, Limit))
    Model.SharedLimits.push_back(std::move(Limit));
}

void SizeAnalysis::findVectorWidth(HarnessModel &Model) {
  // `reinterpret_cast<float4 *>(&A[row * K + col])[0]`: four floats read as
  // one, aligned to 16 bytes only where K is a multiple of four.
  // Only a buffer parameter's elements: a cast of `__shared__` bytes to
  // float4s says nothing of the sizes.
  auto OfParameter = [&](const Expr *E) {
    while (true) {
      E = E->IgnoreParenImpCasts();
      if (const auto *Unary = dyn_cast<UnaryOperator>(E);
          Unary && Unary->getOpcode() == UO_AddrOf)
        E = Unary->getSubExpr();
      else if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(E))
        E = Sub->getBase();
      else if (const auto *Plus = dyn_cast<BinaryOperator>(E);
               Plus && Plus->isAdditiveOp())
        E = Plus->getLHS()->getType()->isPointerType() ? Plus->getLHS()
                                                       : Plus->getRHS();
      else
        break;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    const auto *Var = Ref ? dyn_cast<VarDecl>(Ref->getDecl()) : nullptr;
    return Var && (isa<ParmVarDecl>(Var) || Aliases.count(Var));
  };
  // What misaligns is the vector's alignment, not its size: a `uint3` of
  // `unsigned`s needs none more than theirs.
  for (const ExplicitCastExpr *Cast :
       nodesOf<ExplicitCastExpr>(Kernel.getBody()))
    if (vectorSpan(*Cast) && OfParameter(Cast->getSubExpr())) {
      QualType From = Cast->getSubExpr()
                          ->IgnoreParenImpCasts()
                          ->getType()
                          ->getPointeeType();
      long long Alignment =
          Context.getTypeAlignInChars(Cast->getType()->getPointeeType())
              .getQuantity();
      long long Element = Context.getTypeSizeInChars(From).getQuantity();
      if (Alignment > Element && Alignment % Element == 0)
        Model.VectorWidth =
            std::max<int>(Model.VectorWidth, int(Alignment / Element));
    }
}

// The model ------------------------------------------------------------------

namespace {

/// Accesses of each buffer parameter, and whether it is stored through.
class AccessVisitor : public RecursiveASTVisitor<AccessVisitor> {
public:
  explicit AccessVisitor(SizeAnalysis &A) : A(A) {}
  bool VisitDeclRefExpr(DeclRefExpr *Ref) {
    Refs.push_back(Ref);
    return true;
  }
  SizeAnalysis &A;
  std::vector<const DeclRefExpr *> Refs;
};

} // namespace

/// Whether the value \p E designates is stored to: assigned, incremented,
/// a member of it assigned, or its address taken.
bool storedTo(const Expr *E, const SizeAnalysis &A) {
  const Stmt *Child = E;
  while (const Stmt *Parent = A.parent(Child)) {
    if (isa<ParenExpr, ImplicitCastExpr>(Parent) ||
        (isa<MemberExpr>(Parent) &&
         cast<MemberExpr>(Parent)->getBase() == Child) ||
        (isa<ArraySubscriptExpr>(Parent) &&
         cast<ArraySubscriptExpr>(Parent)->getBase() == Child &&
         cast<Expr>(Child)->getType()->isArrayType())) {
      if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Parent);
          Cast && Cast->getCastKind() == CK_LValueToRValue)
        return false;
      Child = Parent;
      continue;
    }
    if (const auto *BO = dyn_cast<BinaryOperator>(Parent))
      return BO->isAssignmentOp() && BO->getLHS() == Child;
    if (const auto *UO = dyn_cast<UnaryOperator>(Parent))
      return UO->isIncrementDecrementOp() || UO->getOpcode() == UO_AddrOf;
    if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(Parent))
      return Call->isAssignmentOp() && Call->getArg(0) == Child;
    // Passed by reference: may be stored to.
    return isa<CallExpr>(Parent) && !cast<Expr>(Child)->isPRValue();
  }
  return false;
}

/// `a[i * 512 + j]` with `j < nj`: nj past 512 makes rows overlap.
void SizeAnalysis::noteRowLength(const Expr *Index, HarnessModel &Model) {
  const auto *Sum = dyn_cast<BinaryOperator>(Index->IgnoreParenImpCasts());
  if (!Sum || Sum->getOpcode() != BO_Add)
    return;
  auto Constant = [&](const Expr *E) -> std::optional<long long> {
    Expr::EvalResult Value;
    if (E->isValueDependent() || !E->EvaluateAsInt(Value, Context))
      return std::nullopt;
    return Value.Val.getInt().getExtValue();
  };
  for (auto [Row, Column] : {std::pair(Sum->getLHS(), Sum->getRHS()),
                             std::pair(Sum->getRHS(), Sum->getLHS())}) {
    const auto *Product = dyn_cast<BinaryOperator>(Row->IgnoreParenImpCasts());
    if (!Product || Product->getOpcode() != BO_Mul)
      continue;
    noteGridRow(*Product, Column, Model);
    // The constant factor is the length, the other the row.
    const Expr *RowIndex = Product->getLHS();
    std::optional<long long> Length = Constant(Product->getRHS());
    if (!Length) {
      RowIndex = Product->getRHS();
      Length = Constant(Product->getLHS());
    }
    MaybeBound Last = upper(Column);
    if (!Length || *Length <= 0 || !Last || Last->isConstant())
      continue;
    std::string Name = (*Last + Bound::constant(1)).text();
    // `1 * n + i` with `i < n`: row 1 of rows as long as the column's bound.
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(RowIndex->IgnoreParenImpCasts());
        Ref && Ref->getDecl()->getName() == Name)
      continue;
    bool Scalar = llvm::any_of(Kernel.parameters(), [&](const ParmVarDecl *P) {
      return P->getIdentifier() && P->getName() == Name &&
             P->getType()->isIntegerType();
    });
    if (!Scalar)
      continue;
    auto Known = llvm::find_if(Model.RowLengths,
                               [&](const auto &R) { return R.first == Name; });
    if (Known == Model.RowLengths.end())
      Model.RowLengths.push_back({Name, *Length});
    else
      Known->second = std::min(Known->second, *Length);
  }
}

/// `s[3 * n + i]`, `i` a grid dimension's thread index: rows of n elements
/// that the grid's threads span. Kept by run() only where no bounds check
/// limits that index.
void SizeAnalysis::noteGridRow(const BinaryOperator &Product,
                               const Expr *Column, HarnessModel &Model) {
  auto Global = globalIndex(Column);
  std::optional<unsigned> Local;
  if (!Global)
    Local = threadIndexDimension(Column, Modified);
  // A block's thread index no check bounds: it runs to the block's end.
  static const char *Axis[] = {"x", "y", "z"};
  if (Local && !(upper(Column) ==
                 Bound::symbol(std::string("kx_block.") + Axis[*Local]) - 1))
    Local.reset();
  if ((!Global || !Global->first) && !Local)
    return;
  auto &Rows = Local ? Model.BlockRowLengths : Model.GridRowLengths;
  for (const Expr *Factor : {Product.getLHS(), Product.getRHS()}) {
    const auto *Ref = dyn_cast<DeclRefExpr>(Factor->IgnoreParenImpCasts());
    const auto *Param = Ref ? dyn_cast<ParmVarDecl>(Ref->getDecl()) : nullptr;
    if (!Param || !Param->getIdentifier() ||
        !Param->getType()->isIntegerType())
      continue;
    std::pair<std::string, unsigned> Row(Param->getName().str(),
                                         Local ? *Local : Global->second);
    if (!llvm::is_contained(Rows, Row))
      Rows.push_back(std::move(Row));
  }
}

bool SizeAnalysis::advancesOnce(const Expr *Offset) {
  for (const Stmt *S = parent(Offset); S; S = parent(S)) {
    if (isa<WhileStmt, DoStmt, CXXForRangeStmt>(S))
      return false;
    if (const auto *For = dyn_cast<ForStmt>(S)) {
      const auto *Condition = dyn_cast_or_null<BinaryOperator>(
          For->getCond() ? For->getCond()->IgnoreParenImpCasts() : nullptr);
      if (!Condition || !globalIndex(Condition->getLHS()))
        return false;
    }
  }
  return true;
}

HarnessModel SizeAnalysis::run() {
  HarnessModel Model;
  const Stmt *Body = Kernel.getBody();
  struct Access {
    std::vector<MaybeBound> Ends;
    bool Unbounded = false;
    bool Written = false;
  };
  std::vector<Access> Accesses(Kernel.getNumParams());
  auto IndexOf = [&](const ParmVarDecl *P) {
    return P->getFunctionScopeIndex();
  };

  // Locals that alias a buffer at an offset, assigned once.
  struct AliasVisitor : RecursiveASTVisitor<AliasVisitor> {
    std::vector<const VarDecl *> Locals;
    bool VisitVarDecl(VarDecl *Var) {
      if (Var->isLocalVarDecl() && Var->getType()->isPointerType() &&
          Var->getInit())
        Locals.push_back(Var);
      return true;
    }
  } Locals;
  if (Body)
    Locals.TraverseStmt(const_cast<Stmt *>(Body));
  for (const VarDecl *Var : Locals.Locals) {
    if (Modified.contains(Var))
      continue;
    const Expr *Init = Var->getInit()->IgnoreParenImpCasts();
    SmallVector<const Expr *, 2> Offsets;
    SmallVector<const Expr *, 2> Sums;
    // `p + a` or `p + a + b + c`.
    const Expr *Base = pointerSumBase(Init, &Offsets, &Sums);
    if (const auto *Addr = dyn_cast<UnaryOperator>(Init);
        Addr && Addr->getOpcode() == UO_AddrOf) {
      if (const auto *Sub = dyn_cast<ArraySubscriptExpr>(
              Addr->getSubExpr()->IgnoreParens())) {
        Base = Sub->getBase();
        Offsets.push_back(Sub->getIdx());
      }
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(Base->IgnoreParenImpCasts());
    if (!Ref)
      continue;
    const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl());
    // Same element type: an offset counts elements of the buffer.
    if (Param && Param->getType()->isPointerType() &&
        Context.hasSameUnqualifiedType(
            Param->getType()->getPointeeType().getUnqualifiedType(),
            Var->getType()->getPointeeType().getUnqualifiedType()))
    {
      Aliases[Var] = {Param, Offsets};
      AliasInits.insert(Init);
      AliasInits.insert(Sums.begin(), Sums.end());
    }
  }

  AccessVisitor Visitor(*this);
  if (Body)
    Visitor.TraverseStmt(const_cast<Stmt *>(Body));
  findIndexTables(Visitor.Refs, Model);
  for (const DeclRefExpr *Ref : Visitor.Refs) {
    ArrayRef<const Expr *> AliasOffsets;
    const VarDecl *Alias = nullptr;
    const ParmVarDecl *Param = bufferOf(Ref, AliasOffsets, Alias);
    if (!Param)
      continue;
    Access &Into = Accesses[IndexOf(Param)];
    bool ConstPointee = Param->getType()->getPointeeType().isConstQualified();
    auto Advance = Advanced.find(Param);
    if (Advance != Advanced.end() &&
        !llvm::all_of(Advance->second,
                      [&](const Expr *Offset) { return advancesOnce(Offset); }))
      Advance = Advanced.end();
    if (Modified.contains(Param) && Advance == Advanced.end()) {
      // `p = q`, `++p`, `p += stride` in a loop: indices no longer count
      // from the buffer's start.
      Into.Unbounded = true;
      Into.Written |= !ConstPointee;
      continue;
    }
    // Climb from the reference to the access it is the base of.
    const Stmt *Use = outermost(Ref);
    if (const auto *Move =
            dyn_cast_or_null<CompoundAssignOperator>(parentOf(Use));
        Move && Move->getLHS() == Use)
      continue; // `p += offset` itself.
    // Each access of an advanced pointer is past every advance: a bound of
    // their sum bounds where it starts.
    std::optional<MaybeBound> Advances;
    if (Advance != Advanced.end()) {
      Advances = MaybeBound(Bound::constant(0));
      for (const Expr *Offset : Advance->second) {
        MaybeBound By = upper(Offset);
        *Advances =
            *Advances && By ? MaybeBound(**Advances + *By) : std::nullopt;
      }
    }
    if (AliasInits.contains(cast<Expr>(Use)->IgnoreParenImpCasts()))
      continue; // `const float *q = p;`: q's accesses count.
    const Stmt *Parent = parentOf(Use);
    const Expr *Index = nullptr;
    SmallVector<const Expr *, 2> Offsets;
    const Expr *Element = nullptr;
    // `reinterpret_cast<const float4 *>(p)[i]`: vector i, its elements
    // (`reinterpret_cast<const __half *>` of a `float *`: half of one).
    CastRatio Ratio;
    if (const auto *Cast = dyn_cast_or_null<ExplicitCastExpr>(Parent)) {
      const Stmt *Vector = outermost(Cast);
      const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(parentOf(Vector));
      if (std::optional<CastRatio> Read = castRatio(*Cast);
          Read && Sub && Sub->getBase() == Vector) {
        Ratio = *Read;
        Use = Vector;
        Parent = Sub;
      }
    }
    if (const auto *Sub = dyn_cast_or_null<ArraySubscriptExpr>(Parent);
        Sub && Sub->getBase() == Use) {
      Index = Sub->getIdx();
      Element = Sub;
    } else if (const auto *Deref = dyn_cast_or_null<UnaryOperator>(Parent);
               Deref && Deref->getOpcode() == UO_Deref) {
      Element = Deref;
    } else if (const auto *Arrow = dyn_cast_or_null<MemberExpr>(Parent);
               Arrow && Arrow->isArrow()) {
      Element = Arrow;
    } else if (const auto *Plus = dyn_cast_or_null<BinaryOperator>(Parent);
               Plus && Plus->getOpcode() == BO_Add) {
      if (AliasInits.contains(Plus))
        continue; // `q = p + off`: an alias, whose accesses count.
      // `*(p + i)` is p[i]; `*(p + i + j)`, p[i + j].
      if (const UnaryOperator *Deref = derefOfSum(Use, Offsets)) {
        Index = Offsets.front();
        Element = Deref;
      }
    } else if (const auto *Compare = dyn_cast_or_null<BinaryOperator>(Parent);
               Compare && Compare->isComparisonOp()) {
      continue; // `p != nullptr`
    }
    if (Element)
      if (const auto *Addr = dyn_cast_or_null<UnaryOperator>(parentOf(Element));
          Addr && Addr->getOpcode() == UO_AddrOf && AliasInits.contains(Addr))
        continue; // `q = &p[off]`: an alias.
    // Handed to a call that says how far it reaches: `f(p + i * 7)`.
    std::optional<Reach> Reached;
    if (!Element && (Reached = reachOfCall(Use, Offsets)))
      Index = Offsets.empty() ? nullptr : Offsets.front();
    if (!Element && !Reached) {
      // Passed on, cast, stored: how far it reaches is not known here.
      Into.Unbounded = true;
      Into.Written |= !ConstPointee;
      continue;
    }
    // `&p[i]` handed to an atomic writes there; read as a vector
    // (`*reinterpret_cast<float4 *>(&p[i])`), it reaches that many
    // elements; elsewhere it escapes.
    Bound Span = Bound::constant(Ratio.Span);
    if (Reached) {
      Span = Reached->Span;
      Into.Written |= Reached->Written && !ConstPointee;
    } else if (const Stmt *Over = parentOf(Element);
               Over && isa<UnaryOperator>(Over) &&
               cast<UnaryOperator>(Over)->getOpcode() == UO_AddrOf) {
      const Stmt *Call = parentOf(Over);
      while (Call && isa<ImplicitCastExpr, ParenExpr>(Call))
        Call = parentOf(Call);
      const auto *CE = dyn_cast_or_null<CallExpr>(Call);
      const FunctionDecl *Callee = CE ? CE->getDirectCallee() : nullptr;
      bool Atomic = Callee && Callee->getIdentifier() &&
                    Callee->getName().starts_with("atomic");
      const auto *AsVector = dyn_cast_or_null<ExplicitCastExpr>(Call);
      std::optional<long long> Vector =
          AsVector ? vectorSpan(*AsVector) : std::nullopt;
      if (Vector) {
        Span = Bound::constant(*Vector);
        Into.Written |=
            !AsVector->getType()->getPointeeType().isConstQualified();
      } else {
        if (!Atomic)
          Into.Unbounded = true;
        Into.Written |= !ConstPointee;
      }
    } else if (!ConstPointee && storedTo(Element, *this)) {
      Into.Written = true;
    }
    // The element's index, with the alias's offset.
    MaybeBound End;
    if (Index)
      noteRowLength(Index, Model);
    MaybeBound At = Index ? upper(Index) : MaybeBound(Bound::constant(0));
    if (At && Ratio.Span > 1)
      At = *At * Bound::constant(Ratio.Span);
    if (At && Ratio.Per > 1)
      At = *At / Bound::constant(Ratio.Per);
    for (size_t I = 1; I < Offsets.size(); ++I) {
      MaybeBound By = At ? upper(Offsets[I]) : std::nullopt;
      At = By ? MaybeBound(*At + *By) : std::nullopt;
    }
    for (const Expr *Offset : AliasOffsets) {
      MaybeBound Base = At ? upper(Offset) : std::nullopt;
      At = Base ? MaybeBound(*Base + *At) : std::nullopt;
    }
    if (At && Advances)
      At = *Advances ? MaybeBound(**Advances + *At) : std::nullopt;
    if (At)
      End = *At + Span;
    Into.Ends.push_back(End);
  }

  for (unsigned I = 0; I < Kernel.getNumParams(); ++I) {
    const ParmVarDecl *Param = Kernel.getParamDecl(I);
    HarnessParameter P;
    P.Name = Param->getIdentifier() ? Param->getName().str()
                                    : "arg" + std::to_string(I);
    // A pack's parameters share its name (`Args... args`): each after the
    // first gets its position.
    if (llvm::any_of(Model.Parameters, [&](const HarnessParameter &Before) {
          return Before.Name == P.Name;
        }))
      P.Name += "_" + std::to_string(I);
    QualType T = Param->getType().getNonReferenceType();
    // A pointer to an incomplete class is a handle, not memory to fill
    // (HIP's hipTextureObject_t is a `__hip_texture *`).
    bool Handle = T->isPointerType() &&
                  T->getPointeeType()->isIncompleteType() &&
                  !T->getPointeeType()->isVoidType();
    if (T->isPointerType() && !Handle) {
      P.Kind = HarnessParameter::Role::Buffer;
      Access &A = Accesses[I];
      P.Written = A.Written;
      P.LeastValue = Tables.lookup(Param);
      MaybeBound Extent;
      bool Known = !A.Unbounded;
      for (const MaybeBound &End : A.Ends) {
        if (!End) {
          Known = false;
          break;
        }
        Extent = Extent ? Bound::max(*Extent, *End) : *End;
      }
      // A buffer the kernel never reads or writes still gets one element.
      if (Known)
        P.Extent = Extent ? Extent->text() : "1";
    } else if (T->isArithmeticType() || T->isEnumeralType()) {
      P.Kind = HarnessParameter::Role::Scalar;
      P.Floating = T->isRealFloatingType();
    } else if (const auto *Record = T->getAsCXXRecordDecl();
               Record && Record->getIdentifier() &&
               (Record->getName().contains("half") ||
                Record->getName().contains("bfloat16"))) {
      P.Kind = HarnessParameter::Role::Scalar;
      P.Floating = true;
    }
    Model.Parameters.push_back(std::move(P));
  }
  findGridBounds(Model);
  findAssertedBlock(Model);
  findSharedBlock(Model);
  findVectorWidth(Model);
  // A checked index reaches as far as its check, not the grid's extent.
  llvm::erase_if(Model.GridRowLengths, [&](const auto &Row) {
    return !Model.ThreadBound[Row.second].empty();
  });
  return Model;
}

HarnessModel describeHarnessModel(const FunctionDecl &Kernel,
                                  ASTContext &Context) {
  return SizeAnalysis(Kernel, Context).run();
}

} // namespace kx