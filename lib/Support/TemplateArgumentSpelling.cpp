//===- TemplateArgumentSpelling.cpp - Arguments as the kernel names them --===//

#include "TemplateArgumentSpelling.h"
#include "clang/AST/Decl.h"
#include "clang/AST/Type.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;

namespace kx {

std::string spellTemplateArgument(const TemplateArgument &Arg,
                                  const ASTContext &Context) {
  if (Arg.getKind() == TemplateArgument::Integral)
    if (const auto *Enum = Arg.getIntegralType()->getAs<EnumType>())
      for (const EnumConstantDecl *Enumerator :
           Enum->getDecl()->enumerators())
        if (llvm::APSInt::isSameValue(Enumerator->getInitVal(),
                                      Arg.getAsIntegral()))
          return Enumerator->getQualifiedNameAsString();
  std::string Printed;
  llvm::raw_string_ostream OS(Printed);
  Arg.print(Context.getPrintingPolicy(), OS, /*IncludeType=*/false);
  return Printed;
}

} // namespace kx
