//===- LaunchValueFolder.cpp - Launch sizes clang cannot fold alone -------===//

#include "LaunchValueFolder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "llvm/ADT/SmallPtrSet.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace kx {

namespace {

std::optional<int64_t> applyBinary(BinaryOperatorKind Op, int64_t L,
                                   int64_t R) {
  switch (Op) {
  case BO_Add: return L + R;
  case BO_Sub: return L - R;
  case BO_Mul: return L * R;
  case BO_Div: return R ? std::optional<int64_t>(L / R) : std::nullopt;
  case BO_Rem: return R ? std::optional<int64_t>(L % R) : std::nullopt;
  case BO_Shl: return R >= 0 && R < 63 ? std::optional<int64_t>(L << R)
                                       : std::nullopt;
  case BO_Shr: return R >= 0 && R < 64 ? std::optional<int64_t>(L >> R)
                                       : std::nullopt;
  case BO_And: return L & R;
  case BO_Or: return L | R;
  case BO_Xor: return L ^ R;
  case BO_LT: return L < R;
  case BO_GT: return L > R;
  case BO_LE: return L <= R;
  case BO_GE: return L >= R;
  case BO_EQ: return L == R;
  case BO_NE: return L != R;
  case BO_LAnd: return L && R;
  case BO_LOr: return L || R;
  default: return std::nullopt;
  }
}

} // namespace

bool isDim3(QualType Type) {
  const auto *Record = Type->getAsCXXRecordDecl();
  return Record && Record->getName() == "dim3";
}

int dim3FieldIndex(const MemberExpr &Member) {
  if (!isDim3(Member.getBase()->getType()))
    return -1;
  llvm::StringRef Field = Member.getMemberDecl()->getName();
  return Field == "x" ? 0 : Field == "y" ? 1 : Field == "z" ? 2 : -1;
}

const FunctionDecl *minMaxCallee(const CallExpr &Call) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || Call.getNumArgs() != 2 || !Callee->getIdentifier() ||
      (Callee->getName() != "min" && Callee->getName() != "max"))
    return nullptr;
  return Callee;
}

const LaunchValueFolder::LocalUses *
LaunchValueFolder::usesOf(const VarDecl &Var) {
  if (auto It = Uses.find(&Var); It != Uses.end())
    return It->second.get();
  std::unique_ptr<LocalUses> Found;
  const auto *Function = dyn_cast<FunctionDecl>(Var.getDeclContext());
  if (Var.isLocalVarDecl() && !Var.isStaticLocal() && Function &&
      Function->getBody()) {
    Found = std::make_unique<LocalUses>();
    StatementMatcher Ref =
        declRefExpr(to(varDecl(equalsNode(&Var)))).bind("ref");
    auto Read = expr(anyOf(
        implicitCastExpr(hasCastKind(CK_LValueToRValue),
                         hasSourceExpression(ignoringParens(expr(anyOf(
                             Ref, memberExpr(hasObjectExpression(
                                      ignoringParenImpCasts(Ref)))))))),
        cxxConstructExpr(
            hasDeclaration(cxxConstructorDecl(isCopyConstructor())),
            hasArgument(0, ignoringParenImpCasts(Ref))),
        // Bound to a const reference: `params.blockDim = block` passes
        // it to dim3's copy assignment.
        callExpr(forEachArgumentWithParam(
            ignoringParenImpCasts(Ref),
            parmVarDecl(hasType(lValueReferenceType(
                pointee(isConstQualified())))))),
        cxxConstructExpr(forEachArgumentWithParam(
            ignoringParenImpCasts(Ref),
            parmVarDecl(hasType(lValueReferenceType(
                pointee(isConstQualified()))))))));
    const Stmt &Body = *Function->getBody();
    for (const BoundNodes &Node :
         match(stmt(forEachDescendant(Read)), Body, Context))
      Found->Reads.insert(Node.getNodeAs<Expr>("ref"));
    // A lambda's by-reference capture names the variable without reading
    // it; what the lambda does with it is among the other uses.
    for (const BoundNodes &Node :
         match(stmt(forEachDescendant(lambdaExpr().bind("lambda"))), Body,
               Context))
      for (const Expr *Init :
           Node.getNodeAs<LambdaExpr>("lambda")->capture_inits())
        if (Init)
          Found->Reads.insert(Init->IgnoreImplicit());
    for (const BoundNodes &Node :
         match(stmt(forEachDescendant(Ref)), Body, Context))
      Found->All.push_back(Node.getNodeAs<DeclRefExpr>("ref"));
  }
  return (Uses[&Var] = std::move(Found)).get();
}

bool LaunchValueFolder::isReadOnlyLocal(const VarDecl &Var) {
  const LocalUses *Found = usesOf(Var);
  return Found && llvm::all_of(Found->All, [&](const DeclRefExpr *Ref) {
           return Found->Reads.contains(Ref);
         });
}

/// The only parent of \p Node, skipping the cleanups around a full
/// expression; null when there is none or several.
static const Stmt *soleParent(ASTContext &Context, const Stmt &Node) {
  auto Parents = Context.getParents(Node);
  if (Parents.size() != 1)
    return nullptr;
  const Stmt *Parent = Parents[0].get<Stmt>();
  if (Parent && isa<ExprWithCleanups>(Parent))
    return soleParent(Context, *Parent);
  return Parent;
}

std::optional<std::array<int64_t, 3>>
LaunchValueFolder::memberAssignedDim3(const Expr *E, unsigned Depth) {
  const auto *Use = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  const auto *Var = Use ? dyn_cast<VarDecl>(Use->getDecl()) : nullptr;
  if (!Var || isa<ParmVarDecl>(Var) || !isDim3(Var->getType()))
    return std::nullopt;
  const LocalUses *Found = usesOf(*Var);
  if (!Found)
    return std::nullopt;
  // The block that declares it: every write must be a statement of it.
  auto DeclParents = Context.getParents(*Var);
  const auto *Declaration =
      DeclParents.size() == 1 ? DeclParents[0].get<DeclStmt>() : nullptr;
  const Stmt *Block =
      Declaration ? soleParent(Context, *Declaration) : nullptr;
  if (!Block || !isa<CompoundStmt>(Block))
    return std::nullopt;
  const SourceManager &Sources = Context.getSourceManager();
  std::array<const Expr *, 3> Assigned = {nullptr, nullptr, nullptr};
  bool Written = false;
  for (const DeclRefExpr *Ref : Found->All) {
    if (Found->Reads.contains(Ref))
      continue;
    const auto *Member = dyn_cast_or_null<MemberExpr>(soleParent(Context, *Ref));
    int Index = Member ? dim3FieldIndex(*Member) : -1;
    const auto *Assign =
        Member ? dyn_cast_or_null<BinaryOperator>(soleParent(Context, *Member))
               : nullptr;
    if (Index < 0 || !Assign || Assign->getOpcode() != BO_Assign ||
        Assign->getLHS()->IgnoreParens() != Member ||
        soleParent(Context, *Assign) != Block || Assigned[Index] ||
        !Sources.isBeforeInTranslationUnit(Assign->getEndLoc(),
                                           Use->getBeginLoc()))
      return std::nullopt;
    Assigned[Index] = Assign->getRHS();
    Written = true;
  }
  if (!Written)
    return std::nullopt;
  std::optional<std::array<int64_t, 3>> Extents = {{1, 1, 1}};
  if (Var->getInit())
    Extents = dim3Extents<int64_t>(
        Var->getInit(), 1, *this,
        [&](const Expr *Arg, unsigned D) { return integer(Arg, D); },
        Depth + 1);
  for (unsigned I = 0; Extents && I < 3; ++I)
    if (Assigned[I]) {
      std::optional<int64_t> V = integer(Assigned[I], Depth + 1);
      if (!V)
        return std::nullopt;
      (*Extents)[I] = *V;
    }
  return Extents;
}

const Expr *LaunchValueFolder::readOnlyInitializer(const Expr *E) {
  const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
  if (!Ref)
    return nullptr;
  const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
  if (!Var || isa<ParmVarDecl>(Var) || !Var->getInit() ||
      !isReadOnlyLocal(*Var))
    return nullptr;
  return Var->getInit();
}

std::optional<int64_t> LaunchValueFolder::integer(const Expr *E,
                                                  unsigned Depth) {
  if (!E || Depth > MaxFoldDepth || E->isValueDependent() ||
      E->isTypeDependent())
    return std::nullopt;
  Expr::EvalResult Result;
  if (E->getType()->isIntegralOrEnumerationType() &&
      E->EvaluateAsInt(Result, Context))
    return Result.Val.getInt().getExtValue();

  E = E->IgnoreParens();
  if (const auto *Cast = dyn_cast<CastExpr>(E)) {
    // Integer conversions keep the value; a float one would not.
    QualType From = Cast->getSubExpr()->getType();
    if (From->isIntegralOrEnumerationType() ||
        Cast->getCastKind() == CK_LValueToRValue ||
        Cast->getCastKind() == CK_NoOp)
      return integer(Cast->getSubExpr(), Depth + 1);
    return std::nullopt;
  }
  if (const Expr *Init = readOnlyInitializer(E))
    return integer(Init, Depth + 1);
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    auto L = integer(Binary->getLHS(), Depth + 1);
    auto R = L ? integer(Binary->getRHS(), Depth + 1) : std::nullopt;
    return R ? applyBinary(Binary->getOpcode(), *L, *R) : std::nullopt;
  }
  if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
    auto V = integer(Unary->getSubExpr(), Depth + 1);
    if (!V)
      return std::nullopt;
    switch (Unary->getOpcode()) {
    case UO_Minus: return -*V;
    case UO_Plus: return *V;
    case UO_Not: return ~*V;
    case UO_LNot: return !*V;
    default: return std::nullopt;
    }
  }
  if (const auto *Conditional = dyn_cast<ConditionalOperator>(E)) {
    auto Condition = integer(Conditional->getCond(), Depth + 1);
    if (!Condition)
      return std::nullopt;
    return integer(*Condition ? Conditional->getTrueExpr()
                              : Conditional->getFalseExpr(),
                   Depth + 1);
  }
  if (const auto *Member = dyn_cast<MemberExpr>(E)) { // `block.x`
    int Index = dim3FieldIndex(*Member);
    if (Index >= 0)
      if (auto Extents = memberAssignedDim3(Member->getBase(), Depth + 1))
        return (*Extents)[Index];
    return dim3Field<int64_t>(
        *Member, 1, *this,
        [&](const Expr *Arg, unsigned D) { return integer(Arg, D); }, Depth);
  }
  if (const auto *Call = dyn_cast<CallExpr>(E)) {
    // min/max of constants: CUDA's device min/max are not constexpr.
    const FunctionDecl *Callee = minMaxCallee(*Call);
    if (!Callee)
      return std::nullopt;
    llvm::StringRef Name = Callee->getName();
    auto L = integer(Call->getArg(0), Depth + 1);
    auto R = L ? integer(Call->getArg(1), Depth + 1) : std::nullopt;
    if (!R)
      return std::nullopt;
    return Name == "min" ? std::min(*L, *R) : std::max(*L, *R);
  }
  return std::nullopt;
}

std::optional<std::array<int64_t, 3>>
LaunchValueFolder::dim3(const Expr *E, unsigned Depth) {
  if (E && Depth <= MaxFoldDepth)
    if (auto Assigned = memberAssignedDim3(E, Depth))
      return Assigned;
  return dim3Extents<int64_t>(
      E, 1, *this,
      [&](const Expr *Arg, unsigned D) { return integer(Arg, D); }, Depth);
}

} // namespace kx
