//===- PointerUses.cpp - How far a use of a buffer pointer reaches --------===//
//
// Beyond a subscript, a kernel reaches into a buffer through a dereferenced
// sum (`*(p + i)`), a cast to a wider type (`*reinterpret_cast<float4 *>`),
// or a call it hands the pointer to: a device function that reads a box's
// seven fields from it (`box[0]` .. `box[6]`), or memcpy.
//
//===----------------------------------------------------------------------===//

#include "SizeAnalysis.h"
#include "clang/AST/ExprCXX.h"

using namespace clang;

namespace kx {

std::optional<SizeAnalysis::CastRatio>
SizeAnalysis::castRatio(const ExplicitCastExpr &Cast) const {
  QualType To = Cast.getType()->getPointeeType();
  QualType From =
      Cast.getSubExpr()->IgnoreParenImpCasts()->getType()->getPointeeType();
  // Elements of a number type, or of a class one (`c10::Half`).
  if (To.isNull() || From.isNull() ||
      !(From->isArithmeticType() || From->isRecordType()) ||
      To->isIncompleteType() || From->isIncompleteType() ||
      To->isDependentType() || From->isDependentType())
    return std::nullopt;
  long long Element = Context.getTypeSizeInChars(From).getQuantity();
  long long Read = Context.getTypeSizeInChars(To).getQuantity();
  if (!Element || !Read)
    return std::nullopt;
  if (Read % Element == 0)
    return CastRatio{Read / Element, 1};
  if (Element % Read == 0)
    return CastRatio{1, Element / Read};
  return std::nullopt;
}

std::optional<long long>
SizeAnalysis::vectorSpan(const ExplicitCastExpr &Cast) const {
  std::optional<CastRatio> Ratio = castRatio(Cast);
  if (!Ratio || Ratio->Span == 1)
    return std::nullopt;
  return Ratio->Span;
}

const Stmt *SizeAnalysis::sumAround(const Stmt *Use,
                                    SmallVectorImpl<const Expr *> &Offsets) {
  const Stmt *Sum = outermost(Use);
  while (const auto *Plus = dyn_cast_or_null<BinaryOperator>(parentOf(Sum))) {
    if (Plus->getOpcode() != BO_Add || !Plus->getType()->isPointerType())
      break;
    bool Left = Plus->getLHS()->IgnoreParenImpCasts() ==
                cast<Expr>(Sum)->IgnoreParenImpCasts();
    Offsets.push_back(Left ? Plus->getRHS() : Plus->getLHS());
    Sum = outermost(Plus);
  }
  return Sum;
}

const UnaryOperator *
SizeAnalysis::derefOfSum(const Stmt *Use,
                         SmallVectorImpl<const Expr *> &Offsets) {
  const Stmt *Sum = sumAround(Use, Offsets);
  const auto *Deref = dyn_cast_or_null<UnaryOperator>(parentOf(Sum));
  if (Offsets.empty() || !Deref || Deref->getOpcode() != UO_Deref) {
    Offsets.clear();
    return nullptr;
  }
  return Deref;
}

/// The count of \p Element a byte count \p Bytes is: `n` of `n *
/// sizeof(float)`; null when it is not written as whole elements.
static const Expr *elementCount(const Expr *Bytes, QualType Element,
                                ASTContext &Context) {
  auto SizeOfElement = [&](const Expr *E) {
    const auto *SizeOf =
        dyn_cast<UnaryExprOrTypeTraitExpr>(E->IgnoreParenImpCasts());
    return SizeOf && SizeOf->getKind() == UETT_SizeOf &&
           Context.getTypeSizeInChars(SizeOf->getTypeOfArgument()) ==
               Context.getTypeSizeInChars(Element);
  };
  Bytes = Bytes->IgnoreParenImpCasts();
  if (const auto *Product = dyn_cast<BinaryOperator>(Bytes);
      Product && Product->getOpcode() == BO_Mul) {
    if (SizeOfElement(Product->getRHS()))
      return Product->getLHS();
    if (SizeOfElement(Product->getLHS()))
      return Product->getRHS();
  }
  return Context.getTypeSizeInChars(Element).isOne() ? Bytes : nullptr;
}

std::optional<SizeAnalysis::Reach>
SizeAnalysis::reachOfCall(const Stmt *Use,
                          SmallVectorImpl<const Expr *> &Offsets) {
  QualType Element =
      cast<Expr>(Use)->IgnoreParenImpCasts()->getType()->getPointeeType();
  if (Element.isNull() || Element->isIncompleteType() ||
      Element->isDependentType())
    return std::nullopt;
  // `p + a + b` is the argument.
  const Stmt *Arg = sumAround(Use, Offsets);
  auto Fail = [&] {
    Offsets.clear();
    return std::nullopt;
  };
  const auto *Call = dyn_cast_or_null<CallExpr>(parentOf(Arg));
  if (!Call || isa<CXXMemberCallExpr, CXXOperatorCallExpr>(Call))
    return Fail();
  const FunctionDecl *Callee = Call->getDirectCallee();
  const auto *Args = Call->getArgs();
  unsigned I = std::find(Args, Args + Call->getNumArgs(), Arg) - Args;
  if (!Callee || I == Call->getNumArgs())
    return Fail();

  // memcpy(dst, src, n * sizeof(T)), memset(dst, v, n * sizeof(T)).
  if (const IdentifierInfo *Name = Callee->getIdentifier();
      Name && Callee->getDeclContext()->isTranslationUnit() &&
      Call->getNumArgs() == 3) {
    bool Copy = Name->isStr("memcpy") || Name->isStr("memmove");
    if ((Copy && I < 2) || (Name->isStr("memset") && I == 0)) {
      const Expr *Count = elementCount(Call->getArg(2), Element, Context);
      MaybeBound Span = Count ? upper(Count) : std::nullopt;
      if (!Span)
        return Fail();
      return Reach{*Span, I == 0};
    }
  }

  // A device function: what its own analysis finds for that parameter.
  const FunctionDecl *Definition = nullptr;
  if (!Callee->hasBody(Definition) || Definition == &Kernel ||
      HelperDepth >= 3 || I >= Definition->getNumParams())
    return Fail();
  const ParmVarDecl *Param = Definition->getParamDecl(I);
  if (!Param->getType()->isPointerType() ||
      !Context.hasSameUnqualifiedType(
          Param->getType()->getPointeeType().getUnqualifiedType(),
          Element.getUnqualifiedType()))
    return Fail();
  auto [It, New] = Helpers.try_emplace(Definition);
  if (New) {
    SizeAnalysis Helper(*Definition, Context);
    Helper.HelperDepth = HelperDepth + 1;
    It->second = Helper.run().Parameters;
  }
  const HarnessParameter &Reached = It->second[I];
  if (Reached.Extent.empty())
    return Fail();
  // A constant (`box[6]`: 7), or another parameter (`for (i < n) p[i]`),
  // read as the call's argument.
  long long Elements;
  if (!StringRef(Reached.Extent).getAsInteger(10, Elements))
    return Reach{Bound::constant(Elements), Reached.Written};
  for (unsigned J = 0; J < Definition->getNumParams(); ++J) {
    const ParmVarDecl *Other = Definition->getParamDecl(J);
    if (J >= Call->getNumArgs() || !Other->getIdentifier() ||
        Other->getName() != Reached.Extent)
      continue;
    if (MaybeBound Span = upper(Call->getArg(J)))
      return Reach{*Span, Reached.Written};
  }
  return Fail();
}

} // namespace kx
