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

namespace {

enum class Wanted { Type, Value, ClassTemplate };

/// Looks up a (qualified) name from the translation unit: each part but the
/// last names a namespace, class or enum.
const NamedDecl *lookupQualifiedName(ASTContext &Ctx, llvm::StringRef Spelling,
                                     Wanted Kind) {
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
      bool Matches =
          !Last ? isa<NamespaceDecl, TypeDecl, NamespaceAliasDecl>(D)
          : Kind == Wanted::Type  ? isa<TypeDecl>(D)
          : Kind == Wanted::Value ? isa<EnumConstantDecl, VarDecl, FunctionDecl>(D)
                                  : isa<ClassTemplateDecl>(D);
      if (Matches)
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

/// \p Spelling's top-level parts between commas (a character argument
/// may be `','` or `'<'`).
llvm::SmallVector<llvm::StringRef, 4> topLevelArguments(llvm::StringRef Spelling) {
  llvm::SmallVector<llvm::StringRef, 4> Parts;
  int Depth = 0;
  size_t Start = 0;
  for (size_t I = 0; I < Spelling.size(); ++I) {
    char C = Spelling[I];
    if (C == '\'') {
      for (++I; I < Spelling.size() && Spelling[I] != '\''; ++I)
        if (Spelling[I] == '\\')
          ++I;
    } else if (C == '<' || C == '(')
      ++Depth;
    else if (C == '>' || C == ')')
      --Depth;
    else if (C == ',' && Depth == 0) {
      Parts.push_back(Spelling.slice(Start, I).trim());
      Start = I + 1;
    }
  }
  Parts.push_back(Spelling.drop_front(Start).trim());
  return Parts;
}

/// A class template's specialization spelled `neg<__half>` or
/// `ops::Tile<4, float>`: each argument a type, else a constant.
QualType resolveTemplateId(Sema &S, llvm::StringRef Spelling) {
  size_t Open = Spelling.find('<');
  if (Open == llvm::StringRef::npos || !Spelling.ends_with(">"))
    return QualType();
  ASTContext &Ctx = S.getASTContext();
  const auto *Template = dyn_cast_or_null<ClassTemplateDecl>(lookupQualifiedName(
      Ctx, Spelling.take_front(Open).trim(), Wanted::ClassTemplate));
  if (!Template)
    return QualType();
  SourceLocation Loc = Template->getLocation();
  TemplateArgumentListInfo Info(Loc, Loc);
  llvm::StringRef Inside = Spelling.drop_front(Open + 1).drop_back().trim();
  if (!Inside.empty())
    for (llvm::StringRef Argument : topLevelArguments(Inside)) {
      if (QualType Type = resolveType(S, Argument); !Type.isNull()) {
        Info.addArgument(TemplateArgumentLoc(
            TemplateArgument(Type), Ctx.getTrivialTypeSourceInfo(Type, Loc)));
      } else if (Expr *Value = nonTypeArgument(Ctx, Argument, Loc)) {
        Info.addArgument(TemplateArgumentLoc(TemplateArgument(Value), Value));
      } else {
        return QualType();
      }
    }
  return S.CheckTemplateIdType(
      TemplateName(const_cast<ClassTemplateDecl *>(Template)), Loc, Info);
}

/// The value of a character literal as clang prints a `char` template
/// argument: `'a'`, `'\n'`, `'\x01'`, `'\0'`; none for other spellings.
std::optional<unsigned> characterValue(llvm::StringRef Spelling) {
  if (Spelling.size() < 3 || !Spelling.consume_front("'") ||
      !Spelling.consume_back("'"))
    return std::nullopt;
  if (Spelling.size() == 1)
    return Spelling[0] == '\\' ? std::nullopt
                                 : std::optional<unsigned>(
                                       static_cast<unsigned char>(Spelling[0]));
  if (!Spelling.consume_front("\\"))
    return std::nullopt;
  unsigned Value;
  if (Spelling.consume_front("x"))
    return Spelling.getAsInteger(16, Value) ? std::nullopt
                                            : std::optional<unsigned>(Value);
  if (llvm::all_of(Spelling, [](char C) { return C >= '0' && C <= '7'; }))
    return Spelling.getAsInteger(8, Value) ? std::nullopt
                                           : std::optional<unsigned>(Value);
  if (Spelling.size() != 1)
    return std::nullopt;
  char Escaped = llvm::StringSwitch<char>(Spelling)
                     .Case("a", '\a')
                     .Case("b", '\b')
                     .Case("f", '\f')
                     .Case("n", '\n')
                     .Case("r", '\r')
                     .Case("t", '\t')
                     .Case("v", '\v')
                     .Cases("\\", "'", "\"", "?", Spelling[0])
                     .Default(0);
  if (!Escaped)
    return std::nullopt;
  return static_cast<unsigned char>(Escaped);
}

} // namespace

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
          lookupQualifiedName(Ctx, Spelling, Wanted::Type)))
    return Ctx.getTypeDeclType(Type);
  return resolveTemplateId(S, Spelling.trim());
}

/// A non-type argument spelling as a template argument expression: an
/// integer, character or boolean literal, the qualified name of an
/// enumerator or a constant (`ops::Op::ADD`, as launches are spelled), or a
/// function's address (`&matmul_naive`).
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
        lookupQualifiedName(Ctx, Spelling, Wanted::Value)));
    if (!Value)
      return nullptr;
    return DeclRefExpr::Create(Ctx, NestedNameSpecifierLoc(), Loc, Value,
                               /*RefersToEnclosingVariableOrCapture=*/false,
                               Loc, Value->getType(),
                               isa<EnumConstantDecl>(Value) ? VK_PRValue : VK_LValue);
  }
  if (std::optional<unsigned> Character = characterValue(Spelling))
    return new (Ctx) CharacterLiteral(*Character, CharacterLiteralKind::Ascii,
                                      Ctx.CharTy, Loc);
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
  if (Own.empty() || !lookupQualifiedName(Ctx, Own, Wanted::Type))
    return std::nullopt;
  return Own.str();
}

} // namespace kx
