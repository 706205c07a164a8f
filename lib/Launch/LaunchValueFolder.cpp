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

bool LaunchValueFolder::isReadOnlyLocal(const VarDecl &Var) {
  if (auto It = ReadOnly.find(&Var); It != ReadOnly.end())
    return It->second;
  bool Result = false;
  const auto *Function = dyn_cast<FunctionDecl>(Var.getDeclContext());
  if (Var.isLocalVarDecl() && !Var.isStaticLocal() && Function &&
      Function->getBody()) {
    StatementMatcher Ref =
        declRefExpr(to(varDecl(equalsNode(&Var)))).bind("ref");
    auto Read = expr(anyOf(
        implicitCastExpr(hasCastKind(CK_LValueToRValue),
                         hasSourceExpression(ignoringParens(expr(anyOf(
                             Ref, memberExpr(hasObjectExpression(
                                      ignoringParenImpCasts(Ref)))))))),
        cxxConstructExpr(
            hasDeclaration(cxxConstructorDecl(isCopyConstructor())),
            hasArgument(0, ignoringParenImpCasts(Ref)))));
    const Stmt &Body = *Function->getBody();
    llvm::SmallPtrSet<const Expr *, 8> Reads;
    for (const BoundNodes &Node :
         match(stmt(forEachDescendant(Read)), Body, Context))
      Reads.insert(Node.getNodeAs<Expr>("ref"));
    // A lambda's by-reference capture names the variable without reading
    // it; what the lambda does with it is among the other uses.
    for (const BoundNodes &Node :
         match(stmt(forEachDescendant(lambdaExpr().bind("lambda"))), Body,
               Context))
      for (const Expr *Init :
           Node.getNodeAs<LambdaExpr>("lambda")->capture_inits())
        if (Init)
          Reads.insert(Init->IgnoreImplicit());
    Result = true;
    for (const BoundNodes &Node :
         match(stmt(forEachDescendant(Ref)), Body, Context))
      Result &= Reads.contains(Node.getNodeAs<Expr>("ref"));
  }
  ReadOnly[&Var] = Result;
  return Result;
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
  if (const auto *Member = dyn_cast<MemberExpr>(E)) // `block.x`
    return dim3Field<int64_t>(
        *Member, 1, *this,
        [&](const Expr *Arg, unsigned D) { return integer(Arg, D); }, Depth);
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
  return dim3Extents<int64_t>(
      E, 1, *this,
      [&](const Expr *Arg, unsigned D) { return integer(Arg, D); }, Depth);
}

} // namespace kx
