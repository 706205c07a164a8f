//===- NvccOverloads.cpp - Calls nvcc resolves differently ----------------===//

#include "NvccOverloads.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/ExprCXX.h"
#include "llvm/ADT/SmallVector.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

namespace {

enum class Rank { Exact, Promotion, Conversion };

/// The rank of the standard conversion from one arithmetic type to another.
Rank conversionRank(ASTContext &Ctx, QualType From, QualType To) {
  From = From.getCanonicalType().getUnqualifiedType();
  To = To.getCanonicalType().getUnqualifiedType();
  if (From == To)
    return Rank::Exact;
  if (From->isSpecificBuiltinType(BuiltinType::Float) &&
      To->isSpecificBuiltinType(BuiltinType::Double))
    return Rank::Promotion;
  if (Ctx.isPromotableIntegerType(From) &&
      Ctx.getPromotedIntegerType(From) == To)
    return Rank::Promotion;
  return Rank::Conversion;
}

/// The class object an argument converts from through a conversion
/// function (`h.operator float()`), if it does.
const CXXRecordDecl *convertedClass(const Expr *Arg) {
  const auto *Call = dyn_cast<CXXMemberCallExpr>(Arg->IgnoreImpCasts());
  if (!Call || !isa_and_nonnull<CXXConversionDecl>(Call->getMethodDecl()))
    return nullptr;
  return Call->getImplicitObjectArgument()->getType()->getAsCXXRecordDecl();
}

/// The namespace `std`, where nvcc's <cmath> declares the overloads the
/// global namespace gets through using-declarations.
const DeclContext *stdNamespace(ASTContext &Ctx) {
  for (const NamedDecl *D :
       Ctx.getTranslationUnitDecl()->lookup(&Ctx.Idents.get("std")))
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(D))
      return Namespace;
  return nullptr;
}

} // namespace

std::optional<std::string> nvccAmbiguousCall(const CallExpr &Call) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee || isa<CXXMethodDecl>(Callee) || Call.getNumArgs() != 1 ||
      !Callee->getIdentifier())
    return std::nullopt;
  const CXXRecordDecl *Class = convertedClass(Call.getArg(0));
  if (!Class || !Class->hasDefinition())
    return std::nullopt;
  ASTContext &Ctx = Callee->getASTContext();
  llvm::SmallVector<QualType, 8> Conversions;
  for (const NamedDecl *D : Class->getVisibleConversionFunctions())
    if (const auto *Conversion =
            dyn_cast<CXXConversionDecl>(D->getUnderlyingDecl());
        Conversion && !Conversion->isExplicit() &&
        Conversion->getConversionType()
            .getNonReferenceType()
            ->isArithmeticType())
      Conversions.push_back(
          Conversion->getConversionType().getNonReferenceType());
  if (Conversions.size() < 2)
    return std::nullopt;

  const DeclContext *Scopes[] = {Callee->getDeclContext()->getRedeclContext(),
                                 Ctx.getTranslationUnitDecl(),
                                 stdNamespace(Ctx)};
  for (const DeclContext *Scope : Scopes) {
    if (!Scope)
      continue;
    for (const NamedDecl *D : Scope->lookup(Callee->getDeclName())) {
      const auto *Overload = dyn_cast<FunctionDecl>(D->getUnderlyingDecl());
      if (!Overload || Overload->getNumParams() != 1)
        continue;
      QualType Parameter =
          Overload->getParamDecl(0)->getType().getNonReferenceType();
      if (!Parameter->isArithmeticType())
        continue;
      Rank Best = Rank::Conversion;
      unsigned Ties = 0;
      for (QualType Result : Conversions) {
        Rank R = conversionRank(Ctx, Result, Parameter);
        if (R < Best)
          Best = R, Ties = 0;
        Ties += R == Best;
      }
      if (Ties >= 2)
        return fmt::format(
            "nvcc finds the call to '{}' ambiguous: '{}' converts to '{}' "
            "through {} conversion functions equally well (clang prefers "
            "the device overload)",
            Callee->getName().str(), Class->getName().str(),
            Parameter.getAsString(), Ties);
    }
  }
  return std::nullopt;
}

} // namespace kx
