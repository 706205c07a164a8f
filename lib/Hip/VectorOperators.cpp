//===- VectorOperators.cpp - Project operators HIP already has ------------===//

#include "VectorOperators.h"
#include "Support/SourceFacts.h"
#include "clang/AST/ASTContext.h"
#include "clang/Lex/Lexer.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringRef.h"

using namespace clang;

namespace kx {

namespace {

/// The name of a CUDA vector type (`float4`, `uchar2`) that \p Type is,
/// references and qualifiers aside.
std::optional<std::string> cudaVectorName(QualType Type) {
  const auto *Record = Type.getNonReferenceType()
                           .getCanonicalType()
                           ->getAsRecordDecl();
  if (!Record || !Record->getIdentifier())
    return std::nullopt;
  llvm::StringRef Name = Record->getName();
  if (Name.size() < 2 || Name.back() < '1' || Name.back() > '4')
    return std::nullopt;
  if (!llvm::is_contained({"char", "uchar", "short", "ushort", "int", "uint",
                           "long", "ulong", "longlong", "ulonglong", "float",
                           "double"},
                          Name.drop_back()))
    return std::nullopt;
  return Name.str();
}

/// The operators HIP_vector_type defines, for vectors and scalars alike.
bool hipDefines(OverloadedOperatorKind Kind) {
  switch (Kind) {
  case OO_Plus: case OO_Minus: case OO_Star: case OO_Slash: case OO_Percent:
  case OO_Amp: case OO_Pipe: case OO_Caret: case OO_Tilde:
  case OO_LessLess: case OO_GreaterGreater:
  case OO_PlusEqual: case OO_MinusEqual: case OO_StarEqual:
  case OO_SlashEqual: case OO_PercentEqual: case OO_AmpEqual:
  case OO_PipeEqual: case OO_CaretEqual: case OO_LessLessEqual:
  case OO_GreaterGreaterEqual: case OO_PlusPlus: case OO_MinusMinus:
    return true;
  default:
    return false;
  }
}

} // namespace

std::optional<std::string> vectorTypeOfHipOperator(const Decl &D) {
  const auto *Function = dyn_cast<FunctionDecl>(&D);
  if (!Function || isa<CXXMethodDecl>(Function) ||
      !hipDefines(Function->getOverloadedOperator()))
    return std::nullopt;
  std::optional<std::string> Vector;
  for (const ParmVarDecl *Param : Function->parameters()) {
    if (std::optional<std::string> Name = cudaVectorName(Param->getType())) {
      // float4 * float3 is the project's own idea: HIP has no such operator.
      if (Vector && *Vector != *Name)
        return std::nullopt;
      Vector = Name;
    } else if (!Param->getType().getNonReferenceType()->isArithmeticType()) {
      return std::nullopt;
    }
  }
  return Vector;
}

std::vector<HipProvidedOperator>
hipProvidedOperators(const std::vector<const clang::Decl *> &Decls,
                     SourceFacts &Facts) {
  using namespace clang;
  std::vector<HipProvidedOperator> Result;
  SourceManager &SM = Facts.SM;
  for (const Decl *D : Decls) {
    std::optional<std::string> Vector = vectorTypeOfHipOperator(*D);
    if (!Vector)
      continue;
    const auto &Function = cast<FunctionDecl>(*D);
    SourceLocation Begin = Facts.declarationBegin(Function);
    SourceLocation End = Lexer::getLocForEndOfToken(
        SM.getExpansionRange(Function.getEndLoc()).getEnd(), 0, SM,
        Facts.Context.getLangOpts());
    auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
    auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
    if (File != EndFile || EndOffset <= BeginOffset)
      continue;
    llvm::StringRef Declared =
        SM.getBufferData(File).slice(BeginOffset, EndOffset);
    Result.push_back(
        {Function.getNameAsString(), *Vector, File, BeginOffset, EndOffset,
         Declared.take_until([](char C) { return C == '{' || C == '\n'; })
             .rtrim()
             .str()});
  }
  return Result;
}

} // namespace kx
