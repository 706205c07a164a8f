//===- NameReferences.h - Where a unit's text names a declaration -*- C++ -*-=//
//
// The visits both translations (CUDA to HIP, HIP to CUDA) share: each place
// the copied text names a declaration (a variable or function, an overload
// set, a typedef, a class) goes to the translator's translateName, which
// decides whether the name is the toolchain's and how to spell it.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_NAMEREFERENCES_H
#define KERNEL_EXTRACT_LIB_HIP_NAMEREFERENCES_H

#include "Closure/Closure.h"
#include "clang/AST/RecursiveASTVisitor.h"

namespace kx {

template <typename Derived>
class NameReferences : public clang::RecursiveASTVisitor<Derived> {
public:
  /// Walks what \p Contents copies, as written: its declarations, its
  /// lambdas', and the kernel (a template's pattern).
  void walkCopied(const UnitContents &Contents) {
    for (const clang::Decl *D : Contents.Decls)
      this->TraverseDecl(const_cast<clang::Decl *>(D));
    for (const clang::Decl *D : Contents.LambdaDecls)
      this->TraverseDecl(const_cast<clang::Decl *>(D));
    const clang::FunctionDecl *Kernel = Contents.WrittenKernel;
    if (const clang::FunctionTemplateDecl *Template =
            Kernel->getDescribedFunctionTemplate())
      this->TraverseDecl(const_cast<clang::FunctionTemplateDecl *>(Template));
    else
      this->TraverseDecl(const_cast<clang::FunctionDecl *>(Kernel));
  }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    derived().translateName(E->getDecl(), E->getLocation());
    return true;
  }
  bool VisitUnresolvedLookupExpr(clang::UnresolvedLookupExpr *E) {
    if (E->getNumDecls())
      derived().translateName(*E->decls_begin(), E->getNameLoc());
    return true;
  }
  bool VisitTypedefTypeLoc(clang::TypedefTypeLoc TL) {
    derived().translateName(TL.getTypedefNameDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTagTypeLoc(clang::TagTypeLoc TL) {
    derived().translateName(TL.getDecl(), TL.getNameLoc());
    return true;
  }

private:
  Derived &derived() { return *static_cast<Derived *>(this); }
};

} // namespace kx

#endif
