//===- DeclarationLookup.cpp - A missing name, found in the TU ------------===//

#include "DeclarationLookup.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclTemplate.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace kx {

namespace {

/// The context a scope's component names in \p In: a namespace (through an
/// alias), a class (a class template's pattern).
const DeclContext *enterScope(const DeclContext *In, DeclarationName Name) {
  for (const NamedDecl *Found : In->lookup(Name)) {
    const NamedDecl *D = Found->getUnderlyingDecl();
    if (const auto *Alias = dyn_cast<NamespaceAliasDecl>(D))
      return Alias->getNamespace();
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(D))
      return Namespace;
    if (const auto *Template = dyn_cast<ClassTemplateDecl>(D))
      D = Template->getTemplatedDecl();
    if (const auto *Record = dyn_cast<CXXRecordDecl>(D))
      return Record->hasDefinition() ? Record->getDefinition() : Record;
  }
  return nullptr;
}

std::vector<const NamedDecl *> lookupIn(const DeclContext &Context,
                                        DeclarationName Name) {
  std::vector<const NamedDecl *> Result;
  // A using-declaration is found as its shadows (implicit, as are
  // declarations the compiler made, which no code wrote). A namespace is
  // declared by what the unit copies from it, not copied itself.
  for (const NamedDecl *Found : Context.lookup(Name))
    if (isa<UsingShadowDecl>(Found) ||
        (!Found->isImplicit() &&
         !isa<UsingDecl, UsingDirectiveDecl, NamespaceDecl>(Found)))
      Result.push_back(Found);
  return Result;
}

} // namespace

std::vector<const NamedDecl *>
lookupInTranslationUnit(ASTContext &Context, llvm::StringRef Scope,
                        llvm::StringRef Name, const FunctionDecl &Kernel) {
  auto Identifier = [&](llvm::StringRef Text) {
    return DeclarationName(&Context.Idents.get(Text));
  };
  if (!Scope.empty()) {
    const DeclContext *In = Context.getTranslationUnitDecl();
    llvm::SmallVector<llvm::StringRef, 4> Components;
    Scope.split(Components, "::");
    for (llvm::StringRef Component : Components)
      if (!In || !(In = enterScope(In, Identifier(Component))))
        return {};
    return lookupIn(*In, Identifier(Name));
  }
  // The kernel's enclosing namespaces, then what their using-directives
  // nominate.
  llvm::SetVector<const DeclContext *> Contexts;
  for (const DeclContext *In = Kernel.getDeclContext(); In;
       In = In->getParent())
    if (In->isFileContext())
      Contexts.insert(In->getPrimaryContext());
  for (size_t I = 0; I < Contexts.size(); ++I)
    for (const UsingDirectiveDecl *Directive :
         Contexts[I]->using_directives())
      if (const NamespaceDecl *Nominated = Directive->getNominatedNamespace())
        Contexts.insert(Nominated->getPrimaryContext());
  for (const DeclContext *In : Contexts)
    if (std::vector<const NamedDecl *> Found = lookupIn(*In, Identifier(Name));
        !Found.empty())
      return Found;
  return {};
}

} // namespace kx
