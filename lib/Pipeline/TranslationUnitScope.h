//===- TranslationUnitScope.h - Sema's TU scope after the parse -*- C++ -*-===//
//
// Sema's translation-unit scope ends with the parse, before a consumer
// sees the TU. An instantiation made then that declares a builtin at its
// first use (`__builtin_memcpy`, in the implicit assignment of a class with
// array members) declares it in that scope, and would find none.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_PIPELINE_TRANSLATIONUNITSCOPE_H
#define KERNEL_EXTRACT_PIPELINE_TRANSLATIONUNITSCOPE_H

#include "clang/AST/ASTContext.h"
#include "clang/Sema/Scope.h"
#include "clang/Sema/Sema.h"

namespace kx {

/// A translation-unit scope standing in for Sema's while it lives.
class TranslationUnitScope {
public:
  explicit TranslationUnitScope(clang::Sema &S)
      : S(S), Saved(S.TUScope),
        StandIn(nullptr, clang::Scope::DeclScope, S.getDiagnostics()) {
    StandIn.setEntity(S.getASTContext().getTranslationUnitDecl());
    S.TUScope = &StandIn;
  }
  ~TranslationUnitScope() { S.TUScope = Saved; }
  TranslationUnitScope(const TranslationUnitScope &) = delete;
  TranslationUnitScope &operator=(const TranslationUnitScope &) = delete;

private:
  clang::Sema &S;
  clang::Scope *Saved;
  clang::Scope StandIn;
};

} // namespace kx

#endif
