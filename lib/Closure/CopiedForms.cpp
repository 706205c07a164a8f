//===- CopiedForms.cpp - Which declaration a use of another copies --------===//

#include "CopiedForms.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"

using namespace clang;

namespace kx {

const Decl *emittedDecl(const Decl *D) {
  if (const auto *Constant = dyn_cast<EnumConstantDecl>(D))
    D = cast<Decl>(Constant->getDeclContext());
  // Members belong to their outermost class.
  while (const auto *Record = dyn_cast<CXXRecordDecl>(D->getDeclContext()))
    D = Record;
  if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionDecl *Pattern =
            Function->getTemplateInstantiationPattern())
      Function = Pattern;
    if (const FunctionDecl *Definition = Function->getDefinition())
      Function = Definition;
    if (const FunctionTemplateDecl *Template =
            Function->getDescribedFunctionTemplate())
      return Template;
    return Function;
  }
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D)) {
    if (Spec->getSpecializationKind() == TSK_ExplicitSpecialization)
      return Spec;
    auto Pattern = Spec->getSpecializedTemplateOrPartial();
    if (auto *Partial =
            Pattern.dyn_cast<ClassTemplatePartialSpecializationDecl *>())
      return Partial;
    return Pattern.get<ClassTemplateDecl *>();
  }
  if (const auto *Record = dyn_cast<CXXRecordDecl>(D)) {
    if (const TypedefNameDecl *Name = Record->getTypedefNameForAnonDecl())
      return Name;
    if (const CXXRecordDecl *Definition = Record->getDefinition())
      Record = Definition;
    if (const ClassTemplateDecl *Template = Record->getDescribedClassTemplate())
      return Template;
    return Record;
  }
  if (const auto *Tag = dyn_cast<TagDecl>(D)) {
    // `typedef struct { ... } Options;` is written once, as the typedef.
    if (const TypedefNameDecl *Name = Tag->getTypedefNameForAnonDecl())
      return Name;
    if (const TagDecl *Definition = Tag->getDefinition())
      return Definition;
  }
  if (const auto *Var = dyn_cast<VarDecl>(D))
    if (const VarDecl *Definition = Var->getDefinition())
      return Definition;
  return D;
}

bool isPrunable(const Decl *Member) {
  if (const auto *Var = dyn_cast<VarDecl>(Member))
    return Var->isStaticDataMember();
  return isa<FunctionDecl, FunctionTemplateDecl, FriendDecl, StaticAssertDecl,
             VarTemplateDecl>(Member);
}

const Decl *memberPattern(const Decl *D) {
  if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
    while (const FunctionDecl *Pattern =
               Function->getTemplateInstantiationPattern(
                   /*ForDefinition=*/false)) {
      if (Pattern == Function)
        break;
      Function = Pattern;
    }
    if (const FunctionTemplateDecl *Template =
            Function->getDescribedFunctionTemplate())
      return Template->getCanonicalDecl();
    return Function->getCanonicalDecl();
  }
  if (const auto *Var = dyn_cast<VarDecl>(D)) {
    if (const VarDecl *Pattern = Var->getInstantiatedFromStaticDataMember())
      Var = Pattern;
    return Var->getCanonicalDecl();
  }
  return D->getCanonicalDecl();
}

const CXXRecordDecl *writtenRecord(const Decl *D) {
  if (const auto *Template = dyn_cast<ClassTemplateDecl>(D))
    return Template->getTemplatedDecl();
  return dyn_cast<CXXRecordDecl>(D);
}

} // namespace kx
