//===- ParameterExpression.cpp - Runtime sizes as their inputs ------------===//

#include "ParameterExpression.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"

using namespace clang;

namespace kx {

namespace {

class Writer {
public:
  explicit Writer(LaunchValueFolder &Folder) : Folder(Folder) {}

  std::optional<std::string> scalar(const Expr *E, unsigned Depth = 0) {
    if (!E || Depth > MaxFoldDepth || E->isValueDependent() ||
        E->isTypeDependent())
      return std::nullopt;
    if (std::optional<int64_t> Value = Folder.integer(E))
      return std::to_string(*Value);
    // `std::min(a, b)` binds its arguments to references.
    if (const auto *Temporary = dyn_cast<MaterializeTemporaryExpr>(E))
      return scalar(Temporary->getSubExpr(), Depth + 1);
    if (const auto *Paren = dyn_cast<ParenExpr>(E))
      return wrap(Paren->getSubExpr(), Depth);
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(E))
      return scalar(Cast->getSubExpr(), Depth + 1);
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
      if (!Cast->getType()->isIntegralOrEnumerationType())
        return std::nullopt;
      std::optional<std::string> Sub = wrap(Cast->getSubExpr(), Depth);
      if (!Sub)
        return std::nullopt;
      return "(" + Cast->getType().getAsString(Policy()) + ")" + *Sub;
    }
    if (const Expr *Init = Folder.readOnlyInitializer(E))
      return wrap(Init, Depth);
    if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
      const auto *Param = dyn_cast<ParmVarDecl>(Ref->getDecl());
      if (!Param || !Param->getType()->isIntegralOrEnumerationType())
        return std::nullopt;
      std::string Name = Param->getNameAsString();
      if (!llvm::is_contained(Parameters, Name))
        Parameters.push_back(Name);
      return Name;
    }
    if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
      if (Binary->isAssignmentOp() || Binary->isCommaOp())
        return std::nullopt;
      std::optional<std::string> L = scalar(Binary->getLHS(), Depth + 1);
      std::optional<std::string> R =
          L ? scalar(Binary->getRHS(), Depth + 1) : std::nullopt;
      if (!R)
        return std::nullopt;
      return *L + " " + Binary->getOpcodeStr().str() + " " + *R;
    }
    if (const auto *Unary = dyn_cast<UnaryOperator>(E)) {
      UnaryOperatorKind Op = Unary->getOpcode();
      if (Op != UO_Minus && Op != UO_Plus && Op != UO_Not && Op != UO_LNot)
        return std::nullopt;
      std::optional<std::string> Sub = scalar(Unary->getSubExpr(), Depth + 1);
      if (!Sub)
        return std::nullopt;
      return UnaryOperator::getOpcodeStr(Op).str() + *Sub;
    }
    if (const auto *Conditional = dyn_cast<ConditionalOperator>(E)) {
      auto C = scalar(Conditional->getCond(), Depth + 1);
      auto T = C ? scalar(Conditional->getTrueExpr(), Depth + 1) : std::nullopt;
      auto F = T ? scalar(Conditional->getFalseExpr(), Depth + 1)
                 : std::nullopt;
      if (!F)
        return std::nullopt;
      return *C + " ? " + *T + " : " + *F;
    }
    if (const auto *Member = dyn_cast<MemberExpr>(E)) // `grid.x`
      return dim3Field<std::string>(
          *Member, "1", Folder,
          [&](const Expr *Arg, unsigned D) { return scalar(Arg, D); }, Depth);
    if (const auto *Call = dyn_cast<CallExpr>(E)) {
      const FunctionDecl *Callee = minMaxCallee(*Call);
      if (!Callee)
        return std::nullopt;
      auto L = scalar(Call->getArg(0), Depth + 1);
      auto R = L ? scalar(Call->getArg(1), Depth + 1) : std::nullopt;
      if (!R)
        return std::nullopt;
      return Callee->getQualifiedNameAsString() + "(" + *L + ", " + *R + ")";
    }
    return std::nullopt;
  }

  std::optional<std::array<std::string, 3>> dim3(const Expr *E,
                                                 unsigned Depth = 0) {
    return dim3Extents<std::string>(
        E, "1", Folder,
        [&](const Expr *Arg, unsigned D) { return scalar(Arg, D); }, Depth);
  }

  std::vector<std::string> Parameters;

private:
  /// A subexpression kept whole: in parentheses unless it is one token.
  std::optional<std::string> wrap(const Expr *E, unsigned Depth) {
    std::optional<std::string> Text = scalar(E, Depth + 1);
    if (!Text || llvm::all_of(*Text, [](char C) {
          return llvm::isAlnum(C) || C == '_';
        }))
      return Text;
    return "(" + *Text + ")";
  }

  PrintingPolicy Policy() const {
    return Folder.context().getPrintingPolicy();
  }

  LaunchValueFolder &Folder;
};

} // namespace

std::optional<ParameterExpression>
parameterExpression(const Expr *E, LaunchValueFolder &Folder) {
  if (!E)
    return std::nullopt;
  Writer W(Folder);
  ParameterExpression Out;
  if (E->getType()->isIntegralOrEnumerationType()) {
    // A local's initializer stands alone here: no parentheses around it.
    const Expr *Init = Folder.readOnlyInitializer(E);
    if (std::optional<std::string> Text = W.scalar(Init ? Init : E))
      Out.Extents.push_back(std::move(*Text));
  } else if (auto Extents = W.dim3(E)) {
    Out.Extents.assign(Extents->begin(), Extents->end());
  }
  if (Out.Extents.empty() || W.Parameters.empty())
    return std::nullopt;
  Out.Parameters = std::move(W.Parameters);
  return Out;
}

} // namespace kx
