//===- LiftedLambda.h - A lambda written as a named class -------*- C++ -*-===//
//
// A template kernel the project launches with a lambda (`apply<<<g, b>>>(
// [=] __device__(float v) { ... }, x, n)`) is instantiated with the lambda's
// closure type, which no other code can name. A lambda written in a plain
// function can be written as a named class instead: its by-copy captures
// become members, its call operator keeps the lambda's own text, and what
// its body uses of the enclosing function (local typedefs, enums and
// constants) is copied into the class. A unit then names the variant with
// the class (`apply<run_lambda_12_16>`).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIFTEDLAMBDA_H
#define KERNEL_EXTRACT_LIFTEDLAMBDA_H

#include "SourceFacts.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/TemplateBase.h"
#include "TextEdits.h"
#include <string>
#include <variant>
#include <vector>

namespace kx {

/// A piece of the class: synthesized text around a range of the lambda's
/// file (empty when Begin == End).
struct LiftedLambdaPiece {
  clang::FileID File;
  unsigned Begin = 0, End = 0;
  std::string Before, After;
  std::vector<TextEdit> Edits; ///< `mutable` taken out.
};

struct LiftedLambda {
  /// The class's name, qualified as the kernel's argument is written
  /// (`ops::run_lambda_12_16` for a lambda in `ops::run`).
  std::string Name;
  /// The closure type as clang prints it, `(lambda at /src/a.cu:12:16)`:
  /// what the name replaces in spelled arguments and types.
  std::string Spelling;
  const clang::CXXMethodDecl *CallOperator = nullptr;
  /// What the body uses of the enclosing function, in source order.
  std::vector<const clang::Decl *> Locals;
  /// The enclosing function, whose namespaces the class is written in.
  const clang::FunctionDecl *Enclosing = nullptr;
  std::vector<LiftedLambdaPiece> Pieces;
};

/// \p Closure written as a named class, or why it cannot be: a lambda in a
/// template or a member function, one that captures `this` or by
/// reference, a generic lambda, one written in a macro, or one whose body
/// uses a variable of the enclosing function it does not capture.
std::variant<LiftedLambda, std::string>
liftLambda(const clang::CXXRecordDecl &Closure, SourceFacts &Facts);

/// The lambda closure types among \p Args, pack elements included, in
/// order, each once.
std::vector<const clang::CXXRecordDecl *>
closureArguments(llvm::ArrayRef<clang::TemplateArgument> Args);

/// \p Text with each lifted lambda's spelling replaced by its name.
std::string nameLiftedLambdas(std::string Text,
                              llvm::ArrayRef<LiftedLambda> Lambdas);

} // namespace kx

#endif
