//===- ArgumentResolution.cpp - Argument spellings resolved in a TU -------===//

#include "ArgumentResolution.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Sema/Sema.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"

using namespace clang;

namespace kx {

/// Looks up a (qualified) name from the translation unit: each part but the
/// last names a namespace, class or enum.
static const NamedDecl *lookupQualifiedName(ASTContext &Ctx, llvm::StringRef Spelling,
                                     bool WantType) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Spelling.split(Parts, "::");
  DeclContext *Context = Ctx.getTranslationUnitDecl();
  for (size_t I = 0; I < Parts.size(); ++I) {
    llvm::StringRef Part = Parts[I].trim();
    if (Part.empty() && I == 0)
      continue; // A leading "::".
    bool Last = I + 1 == Parts.size();
    DeclContextLookupResult Found =
        Context->lookup(DeclarationName(&Ctx.Idents.get(Part)));
    const NamedDecl *Match = nullptr;
    for (const NamedDecl *D : Found) {
      bool Wanted = !Last    ? isa<NamespaceDecl, TypeDecl, NamespaceAliasDecl>(D)
                    : WantType ? isa<TypeDecl>(D)
                               : isa<EnumConstantDecl, VarDecl, FunctionDecl>(D);
      if (Wanted)
        Match = D;
    }
    if (!Match || Last)
      return Match;
    if (const auto *Alias = dyn_cast<NamespaceAliasDecl>(Match))
      Match = Alias->getNamespace();
    Context = const_cast<DeclContext *>(dyn_cast<DeclContext>(Match));
    if (!Context)
      return nullptr;
  }
  return nullptr;
}

/// Resolves a type spelling in the TU: builtin names, then (qualified) name
/// lookup from the translation unit.
QualType resolveType(Sema &S, llvm::StringRef Spelling) {
  ASTContext &Ctx = S.getASTContext();
  QualType Builtin = llvm::StringSwitch<QualType>(Spelling)
                         .Case("float", Ctx.FloatTy)
                         .Case("double", Ctx.DoubleTy)
                         .Case("long double", Ctx.LongDoubleTy)
                         .Case("bool", Ctx.BoolTy)
                         .Case("char", Ctx.CharTy)
                         .Case("signed char", Ctx.SignedCharTy)
                         .Case("unsigned char", Ctx.UnsignedCharTy)
                         .Case("short", Ctx.ShortTy)
                         .Case("unsigned short", Ctx.UnsignedShortTy)
                         .Cases("int", "signed", "signed int", Ctx.IntTy)
                         .Cases("unsigned", "unsigned int", Ctx.UnsignedIntTy)
                         .Case("long", Ctx.LongTy)
                         .Case("unsigned long", Ctx.UnsignedLongTy)
                         .Case("long long", Ctx.LongLongTy)
                         .Case("unsigned long long", Ctx.UnsignedLongLongTy)
                         .Default(QualType());
  if (!Builtin.isNull())
    return Builtin;
  if (const auto *Type = dyn_cast_or_null<TypeDecl>(
          lookupQualifiedName(Ctx, Spelling, /*WantType=*/true)))
    return Ctx.getTypeDeclType(Type);
  return QualType();
}

/// A non-type argument spelling as a template argument expression: an
/// integer or boolean literal, the qualified name of an enumerator or a
/// constant (`ops::Op::ADD`, as launches are spelled), or a function's
/// address (`&matmul_naive`).
Expr *nonTypeArgument(ASTContext &Ctx, llvm::StringRef Spelling,
                      SourceLocation Loc) {
  Spelling = Spelling.trim();
  if (Spelling.consume_front("&")) {
    Expr *Object = nonTypeArgument(Ctx, Spelling, Loc);
    if (!Object || !Object->isLValue())
      return nullptr;
    return UnaryOperator::Create(Ctx, Object, UO_AddrOf,
                                 Ctx.getPointerType(Object->getType()),
                                 VK_PRValue, OK_Ordinary, Loc, false,
                                 FPOptionsOverride());
  }
  if (!Spelling.empty() && (llvm::isAlpha(Spelling[0]) || Spelling[0] == '_' ||
                            Spelling[0] == ':')) {
    if (Spelling == "true" || Spelling == "false")
      return CXXBoolLiteralExpr::Create(Ctx, Spelling == "true", Ctx.BoolTy,
                                        Loc);
    auto *Value = const_cast<ValueDecl *>(cast_or_null<ValueDecl>(
        lookupQualifiedName(Ctx, Spelling, /*WantType=*/false)));
    if (!Value)
      return nullptr;
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), Loc, Value,
                               /*RefersToEnclosingVariableOrCapture=*/false,
                               Loc, Value->getType(),
                               isa<EnumConstantDecl>(Value) ? VK_PRValue : VK_LValue);
  }
  bool Negative = Spelling.consume_front("-");
  Spelling = Spelling.rtrim("uUlL");
  uint64_t Magnitude;
  if (Spelling.getAsInteger(0, Magnitude))
    return nullptr;
  Expr *Literal = IntegerLiteral::Create(
      Ctx, llvm::APInt(64, Magnitude), Ctx.LongLongTy, Loc);
  if (!Negative)
    return Literal;
  return UnaryOperator::Create(Ctx, Literal, UO_Minus, Ctx.LongLongTy,
                               VK_PRValue, OK_Ordinary, Loc, false,
                               FPOptionsOverride());
}

/// The framework's own type for a requested `half` or `bfloat16`, when the
/// TU declares it (a PyTorch extension): kernels written for `at::Half` use
/// its implicit float conversions, which `__half` lacks.
std::optional<std::string> frameworkReducedType(ASTContext &Ctx,
                                                llvm::StringRef Requested) {
  llvm::StringRef Own = llvm::StringSwitch<llvm::StringRef>(Requested.trim())
                            .Case("half", "c10::Half")
                            .Cases("bfloat16", "bf16", "c10::BFloat16")
                            .Default("");
  if (Own.empty() || !lookupQualifiedName(Ctx, Own, /*WantType=*/true))
    return std::nullopt;
  return Own.str();
}

} // namespace kx
