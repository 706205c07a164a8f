//===- ArgumentResolution.h - Argument spellings resolved in a TU -*- C++ -*-//
//
// A candidate's template arguments are spellings: `float`, `c10::Half`,
// `ops::Op::ADD`, `&matmul_naive`, `64`. Before Sema can check them they must
// name what they name in the translation unit, looked up from its top
// level, as a launch anywhere in the TU would spell them.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_INSTANTIATE_ARGUMENTRESOLUTION_H
#define KERNEL_EXTRACT_LIB_INSTANTIATE_ARGUMENTRESOLUTION_H

#include "clang/AST/Expr.h"
#include "clang/AST/Type.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>

namespace clang {
class ASTContext;
class Sema;
} // namespace clang

namespace kx {

/// A type spelling in the TU: builtin names, then (qualified) name lookup
/// from the translation unit; null when it names no type.
clang::QualType resolveType(clang::Sema &S, llvm::StringRef Spelling);

/// A non-type argument spelling as a template argument expression: an
/// integer, character (`'\x01'`, as clang prints a `char` argument) or
/// boolean literal, the qualified name of an enumerator or a constant
/// (`ops::Op::ADD`, as launches are spelled), or a function's address
/// (`&matmul_naive`); null when it names no constant.
clang::Expr *nonTypeArgument(clang::ASTContext &Ctx, llvm::StringRef Spelling,
                             clang::SourceLocation Loc);

/// The framework's own type for a requested `half` or `bfloat16`, when the
/// TU declares it (a PyTorch extension): kernels written for `at::Half` use
/// its implicit float conversions, which `__half` lacks.
std::optional<std::string> frameworkReducedType(clang::ASTContext &Ctx,
                                                llvm::StringRef Requested);

} // namespace kx

#endif
