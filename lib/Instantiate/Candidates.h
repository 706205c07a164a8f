//===- Candidates.h - The instantiations tried for a kernel ----*- C++ -*-===//
//
// A template kernel's candidates, in the order they are tried: the
// project's own (its launches, its other uses and explicit instantiations,
// their arguments as Sema resolved them), then the requested types, first
// in float's place in the project's instantiations (TypeAnalogs.h), then in
// every type parameter.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_INSTANTIATE_CANDIDATES_H
#define KERNEL_EXTRACT_LIB_INSTANTIATE_CANDIDATES_H

#include "Instantiation.h"
#include "Support/LiftedLambda.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/ArrayRef.h"
#include <string>
#include <variant>
#include <vector>

namespace clang {
class ASTContext;
class FunctionDecl;
class FunctionTemplateDecl;
} // namespace clang

namespace kx {

struct Candidate {
  std::vector<std::string> Spellings; ///< One per parameter given.
  std::string Origin;
  /// The TU's own specialization with these arguments, when it has one: Sema
  /// resolved its arguments already, template-ids and packs included.
  clang::FunctionDecl *Existing = nullptr;
  /// Lambdas among its arguments, written as named classes.
  std::vector<LiftedLambda> Lambdas;
  /// Why the candidate cannot be written (a lambda that cannot be named).
  std::string Unwritable;
};

/// The requested candidates: every type for every type parameter (a
/// requested `half` also as the framework's half type), and for
/// each non-type parameter the values launched in this TU, else none (its
/// default applies). Fails with a reason when a parameter has neither.
std::variant<std::vector<Candidate>, std::string>
requestedCandidates(clang::ASTContext &Ctx,
                    const clang::FunctionTemplateDecl &Pattern,
                    llvm::ArrayRef<LaunchSite> Launches,
                    const InstantiationOptions &Options);

/// The TU's own specializations of \p Pattern, its arguments resolved by
/// Sema (see Candidates.cpp).
std::vector<Candidate>
projectSpecializations(clang::FunctionTemplateDecl &Pattern,
                       SourceFacts &Facts);

/// The project's instantiations (its launches and other uses) with each
/// requested type in float's place (TypeAnalogs.h).
std::vector<std::vector<std::string>>
launchAnalogs(clang::ASTContext &Ctx, clang::FunctionTemplateDecl &Pattern,
              llvm::ArrayRef<LaunchSite> Launches, SourceFacts &Facts,
              const InstantiationOptions &Options);

/// \p C as a dropped instantiation, its arguments named, with \p Reason.
DroppedInstantiation droppedInstantiation(
    const clang::FunctionTemplateDecl &Pattern, const Candidate &C,
    std::string Reason);

} // namespace kx

#endif
