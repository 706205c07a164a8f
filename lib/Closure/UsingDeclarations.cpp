//===- UsingDeclarations.cpp - Names found through using-declarations ----===//
//
// Copied code finds names through using-declarations and -directives
// (`using namespace c10;`, `using fw::Accessor;`) and namespace aliases
// (`namespace cg = cooperative_groups;`): the unit needs those it went
// through, and the namespaces they name.
//
//===----------------------------------------------------------------------===//

#include "ClosureBuilder.h"
#include "CopiedForms.h"
#include "clang/AST/ASTContext.h"

using namespace clang;

namespace kx {

bool ClosureBuilder::TraverseNestedNameSpecifierLoc(
    NestedNameSpecifierLoc Qualifier) {
  for (NestedNameSpecifierLoc Q = Qualifier; Q; Q = Q.getPrefix())
    if (const NamespaceAliasDecl *Alias =
            Q.getNestedNameSpecifier()->getAsNamespaceAlias()) {
      use(Alias, Q.getLocalBeginLoc());
      const NamespaceDecl *Target = Alias->getNamespace();
      if (Target && originOf(Target->getLocation()) == Origin::Toolchain)
        includeDeclaringFile(Target);
      if (Target)
        QualifyingNamespaces.insert(Target->getPrimaryContext());
    } else if (const NamespaceDecl *Namespace =
                   Q.getNestedNameSpecifier()->getAsNamespace()) {
      QualifyingNamespaces.insert(Namespace->getPrimaryContext());
    }
  return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(Qualifier);
}

void ClosureBuilder::copyUsingDirectives() {
  // What name lookup in the unit's code went through: written before the
  // kernel, or before the last lambda the unit writes as a class.
  SourceLocation Horizon = Facts.declarationBegin(Kernel);
  for (const Decl *Root : MoreRoots) {
    SourceLocation Begin = SM.getExpansionLoc(Root->getBeginLoc());
    if (SM.isBeforeInTranslationUnit(Horizon, Begin))
      Horizon = Begin;
  }
  llvm::SmallVector<const DeclContext *, 8> Contexts = {
      Facts.Context.getTranslationUnitDecl()};
  while (!Contexts.empty())
    for (const Decl *D : Contexts.pop_back_val()->decls()) {
      if (originOf(D->getLocation()) != Origin::Project ||
          !SM.isBeforeInTranslationUnit(D->getLocation(), Horizon))
        continue;
      if (const auto *Namespace = dyn_cast<NamespaceDecl>(D))
        Contexts.push_back(Namespace);
      else
        copyUsing(D);
    }
}

void ClosureBuilder::copyUsing(const Decl *D) {
  const NamedDecl *Target = nullptr;
  if (const auto *Directive = dyn_cast<UsingDirectiveDecl>(D))
    Target = Directive->getNominatedNamespace();
  else if (const auto *Using = dyn_cast<UsingDecl>(D))
    Target =
        Using->shadow_size() ? Using->shadow_begin()->getTargetDecl() : nullptr;
  if (!Target)
    return;
  Origin TargetOrigin = originOf(Target->getLocation());
  // A name only when the unit copied it (`using
  // at::PackedTensorAccessor64;`); a namespace when the unit copies what
  // is found through it: the project's is declared by what the unit
  // copies from it; a library's (mmcv's `using namespace torch;`, whose
  // names are at's) by the library's own directives, which
  // copyLibraryUsingDirectives copies.
  const auto *Namespace = dyn_cast<NamespaceDecl>(Target);
  bool Available = TargetOrigin == Origin::Toolchain ||
                   (Namespace && findsCopiedThrough(*Namespace)) ||
                   Seen.count(emittedDecl(Target));
  if (!Available || !Seen.insert(D).second)
    return;
  Result.Copied.push_back(D);
  if (Namespace && TargetOrigin == Origin::ThirdParty)
    QualifyingNamespaces.insert(Namespace->getPrimaryContext());
  if (const auto *Using = dyn_cast<UsingDecl>(D))
    useQualifierIntroducers(*Using);
  // The namespace must be declared: `using namespace
  // cooperative_groups;` needs its header even if nothing else does.
  if (TargetOrigin == Origin::Toolchain)
    includeDeclaringFile(Target);
}

void ClosureBuilder::copyLibraryUsingDirectives() {
  llvm::SetVector<const DeclContext *> Namespaces(QualifyingNamespaces.begin(),
                                                  QualifyingNamespaces.end());
  for (const Decl *D : Result.Copied)
    for (const DeclContext *Context = D->getDeclContext(); Context;
         Context = Context->getParent())
      if (isa<NamespaceDecl, TranslationUnitDecl>(Context))
        Namespaces.insert(Context->getPrimaryContext());
  // By index: a directive copied makes its namespace's own count too.
  for (size_t I = 0; I < Namespaces.size(); ++I)
    for (const UsingDirectiveDecl *Directive :
         Namespaces[I]->using_directives()) {
      const NamespaceDecl *Target = Directive->getNominatedNamespace();
      if (originOf(Directive->getLocation()) != Origin::ThirdParty || !Target ||
          !findsCopiedThrough(*Target) || !copyable(Directive) ||
          !Seen.insert(Directive).second)
        continue;
      Result.Copied.push_back(Directive);
      Namespaces.insert(Target->getPrimaryContext());
    }
}

void ClosureBuilder::useIntroducer(const UsingShadowDecl &Shadow) {
  const BaseUsingDecl *Using = Shadow.getIntroducer();
  if (!Using || !Using->getDeclContext()->isFileContext())
    return;
  // `std::uint32_t` is <cstdint>'s `using ::uint32_t;`, `thrust::tuple`
  // <thrust/tuple.h>'s `using ::cuda::std::tuple;`: the unit needs the
  // header that puts the name in its namespace, not only the one that
  // declares it.
  if (originOf(Using->getLocation()) == Origin::Toolchain) {
    if (isa<NamespaceDecl>(Using->getDeclContext()))
      includeDeclaringFile(Using);
    return;
  }
  if (!isCopied(originOf(Using->getLocation())) || !copyable(Using) ||
      !Seen.insert(Using).second)
    return;
  Result.Copied.push_back(Using);
  if (originOf(Shadow.getTargetDecl()->getLocation()) == Origin::Toolchain)
    includeDeclaringFile(Shadow.getTargetDecl());
  if (const auto *Declaration = dyn_cast<UsingDecl>(Using))
    useQualifierIntroducers(*Declaration);
}

void ClosureBuilder::useQualifierIntroducers(const UsingDecl &Using) {
  const NestedNameSpecifier *Qualifier = Using.getQualifier();
  if (!Qualifier)
    return;
  const DeclContext *Scope = Qualifier->getAsNamespace();
  if (const NamespaceAliasDecl *Alias = Qualifier->getAsNamespaceAlias())
    Scope = Alias->getNamespace();
  if (!Scope)
    return;
  for (const NamedDecl *Found : Scope->lookup(Using.getDeclName()))
    if (const auto *Shadow = dyn_cast<UsingShadowDecl>(Found))
      useIntroducer(*Shadow);
  // Or through a using-directive of the library's (`namespace at { using
  // namespace c10; }`): copyLibraryUsingDirectives copies it.
  QualifyingNamespaces.insert(Scope->getPrimaryContext());
}

bool ClosureBuilder::copiesFrom(const NamespaceDecl &Namespace) const {
  return llvm::any_of(Result.Copied, [&](const Decl *D) {
    return !isa<UsingDirectiveDecl, UsingDecl>(D) &&
           Namespace.Encloses(D->getDeclContext());
  });
}

bool ClosureBuilder::findsCopiedThrough(const NamespaceDecl &Namespace) const {
  llvm::SmallPtrSet<const DeclContext *, 8> Visited;
  llvm::SmallVector<const NamespaceDecl *, 8> Pending = {&Namespace};
  while (!Pending.empty()) {
    const NamespaceDecl *Current = Pending.pop_back_val();
    if (!Visited.insert(Current->getPrimaryContext()).second)
      continue;
    if (copiesFrom(*Current))
      return true;
    for (const UsingDirectiveDecl *Directive :
         Current->getPrimaryContext()->using_directives())
      if (const NamespaceDecl *Nominated = Directive->getNominatedNamespace())
        Pending.push_back(Nominated);
  }
  return false;
}

void ClosureBuilder::includeDeclaringFile(const Decl *D) {
  D = D->getCanonicalDecl();
  Result.IncludedFiles.insert(
      SM.getFileID(SM.getExpansionLoc(D->getLocation())));
}

} // namespace kx
