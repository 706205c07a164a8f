//===- DeclarationLookup.h - A missing name, found in the TU ----*- C++ -*-===//
//
// The unit lacks a name its translation unit has: the TU is asked for it,
// as its own code would have found it from the kernel.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_REPAIR_DECLARATIONLOOKUP_H
#define KERNEL_EXTRACT_LIB_REPAIR_DECLARATIONLOOKUP_H

#include "llvm/ADT/StringRef.h"
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class NamedDecl;
} // namespace clang

namespace kx {

/// The declarations the TU finds for \p Name in \p Scope (`at`,
/// `at::native`, a class): qualified lookup, through namespace aliases.
/// With no scope, the lookup of the kernel's own code: its enclosing
/// namespaces, innermost first, and the namespaces their using-directives
/// name. A using-declaration's shadow is returned as it is (the caller
/// copies the using-declaration with its target); namespaces are not
/// returned.
std::vector<const clang::NamedDecl *>
lookupInTranslationUnit(clang::ASTContext &Context, llvm::StringRef Scope,
                        llvm::StringRef Name, const clang::FunctionDecl &Kernel);

} // namespace kx

#endif
