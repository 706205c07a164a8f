//===- Counters.cpp - Locals that count up to a limit ---------------------===//
//
// A ball query fills a row of `nsample` neighbours with a counter:
//
//   int cnt = 0;
//   for (int k = 0; k < n; ++k)
//     if (near(k)) { idx[cnt] = k; ++cnt; if (cnt >= nsample) break; }
//
// The counter is written, so it is not an unmodified local, yet where the
// loop reads it it is below `nsample`: each step is checked at once, and
// the loop is left when the check fails.
//
//===----------------------------------------------------------------------===//

#include "IndexBounds.h"
#include "clang/AST/Stmt.h"
#include "clang/AST/StmtCXX.h"
#include <iterator>

using namespace clang;

namespace kx {

namespace {

/// The statement after \p S in the block holding it, if any.
const Stmt *nextInBlock(const Stmt *S, const Stmt *Parent) {
  const auto *Block = dyn_cast_or_null<CompoundStmt>(Parent);
  if (!Block)
    return nullptr;
  const auto *It = llvm::find(Block->body(), S);
  if (It == Block->body_end() || std::next(It) == Block->body_end())
    return nullptr;
  return *std::next(It);
}

/// `++v`, `v++`, `v += 1`.
bool isStep(const Expr *Write, ASTContext &Context) {
  if (const auto *Inc = dyn_cast<UnaryOperator>(Write))
    return Inc->isIncrementOp();
  const auto *Add = dyn_cast<CompoundAssignOperator>(Write);
  Expr::EvalResult One;
  return Add && Add->getOpcode() == BO_AddAssign &&
         !Add->getRHS()->isValueDependent() &&
         Add->getRHS()->EvaluateAsInt(One, Context) && One.Val.getInt() == 1;
}

/// The limit \p Condition compares \p Var with: `v >= limit` or `limit <=
/// v` (below it by 1), `v > limit` or `limit < v` (by 0).
std::optional<std::pair<const Expr *, long long>> limitOf(const Expr *Condition,
                                                          const VarDecl *Var) {
  const auto *Compare =
      dyn_cast<BinaryOperator>(Condition->IgnoreParenImpCasts());
  if (!Compare)
    return std::nullopt;
  auto IsVar = [&](const Expr *E) {
    const auto *Ref = dyn_cast<DeclRefExpr>(E->IgnoreParenImpCasts());
    return Ref && Ref->getDecl() == Var;
  };
  switch (Compare->getOpcode()) {
  case BO_GE:
  case BO_GT:
    if (IsVar(Compare->getLHS()))
      return std::pair(Compare->getRHS(),
                       Compare->getOpcode() == BO_GE ? 1LL : 0LL);
    return std::nullopt;
  case BO_LE:
  case BO_LT:
    if (IsVar(Compare->getRHS()))
      return std::pair(Compare->getLHS(),
                       Compare->getOpcode() == BO_LE ? 1LL : 0LL);
    return std::nullopt;
  default:
    return std::nullopt;
  }
}

bool isLoop(const Stmt *S) {
  return isa<ForStmt, WhileStmt, DoStmt, CXXForRangeStmt>(S);
}

} // namespace

bool IndexBounds::within(const Stmt *S, const Stmt *Ancestor) const {
  for (; S; S = parentOf(S))
    if (S == Ancestor)
      return true;
  return false;
}

const DeclStmt *IndexBounds::declarationOf(const VarDecl *Var) const {
  for (const auto &[Child, Parent] : Parents)
    if (const auto *Declaration = dyn_cast<DeclStmt>(Child);
        Declaration && llvm::is_contained(Declaration->decls(), Var))
      return Declaration;
  return nullptr;
}

void IndexBounds::findCounters() {
  for (const auto &[Var, Steps] : Writes) {
    const Expr *Init = Var->getInit();
    Expr::EvalResult Start;
    if (!Var->isLocalVarDecl() || !Var->getType()->isIntegerType() || !Init ||
        Init->isValueDependent() || !Init->EvaluateAsInt(Start, Context) ||
        Start.Val.getInt().isNegative())
      continue;
    Counter C;
    C.Start = Start.Val.getInt().getExtValue();
    for (const Expr *Step : Steps) {
      const Stmt *Block = parentOf(Step);
      const auto *If = isStep(Step, Context)
                           ? dyn_cast_or_null<IfStmt>(nextInBlock(Step, Block))
                           : nullptr;
      if (!If || If->getElse() || If->getInit() || If->getConditionVariable())
        break;
      const Stmt *Exit = If->getThen();
      if (const auto *Only = dyn_cast<CompoundStmt>(Exit);
          Only && Only->size() == 1)
        Exit = Only->body_front();
      auto Limit = limitOf(If->getCond(), Var);
      if (!Limit || !isa<BreakStmt, ReturnStmt>(Exit))
        break;
      const Stmt *Loop = nullptr;
      if (isa<BreakStmt>(Exit)) {
        for (const Stmt *S = parentOf(If); S && !Loop; S = parentOf(S)) {
          if (isa<SwitchStmt>(S))
            break;
          if (isLoop(S))
            Loop = S;
        }
        if (!Loop)
          break;
        // An outer loop would enter it again at the limit, unless the
        // counter starts over with each of its turns.
        const Stmt *Declaration = declarationOf(Var);
        bool Restarts = Declaration != nullptr;
        for (const Stmt *S = parentOf(Loop); S && Restarts; S = parentOf(S))
          Restarts = !isLoop(S) || within(Declaration, S);
        if (!Restarts)
          break;
      }
      C.Checks.push_back({Limit->first, Limit->second, Loop});
    }
    if (C.Checks.size() == Steps.size())
      Counters[Var] = std::move(C);
  }
}

MaybeBound IndexBounds::upperOfCounter(const Expr *Use, const Counter &C,
                                       unsigned Depth) {
  MaybeBound Most = Bound::constant(C.Start);
  for (const Counter::Check &Check : C.Checks) {
    if (Check.Loop && !within(Use, Check.Loop))
      return std::nullopt;
    MaybeBound Limit = upper(Check.Limit, Depth + 1);
    if (!Limit)
      return std::nullopt;
    Most = Bound::max(*Most, *Limit - Check.Below);
  }
  return Most;
}

} // namespace kx
