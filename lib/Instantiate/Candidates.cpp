//===- Candidates.cpp - The instantiations tried for a kernel ------------===//

#include "Candidates.h"
#include "ArgumentResolution.h"
#include "Support/TemplateArgumentSpelling.h"
#include "TypeAnalogs.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

/// The requested candidates: every type for every type parameter (a
/// requested `half` also as the framework's half type), and for
/// each non-type parameter the values launched in this TU, else none (its
/// default applies). Fails with a reason when a parameter has neither.
std::variant<std::vector<Candidate>, std::string>
requestedCandidates(ASTContext &Ctx, const FunctionTemplateDecl &Pattern,
                    llvm::ArrayRef<LaunchSite> Launches,
                    const InstantiationOptions &Options) {
  const TemplateParameterList *Params = Pattern.getTemplateParameters();
  std::vector<std::vector<std::string>> Choices;
  for (unsigned I = 0; I < Params->size(); ++I) {
    const NamedDecl *Param = Params->getParam(I);
    std::vector<std::string> Values;
    if (isa<TemplateTypeParmDecl>(Param)) {
      for (const std::string &Type : Options.Types) {
        Values.push_back(canonicalTypeSpelling(Type));
        if (std::optional<std::string> Own = frameworkReducedType(Ctx, Type))
          Values.push_back(std::move(*Own));
      }
    } else if (isa<NonTypeTemplateParmDecl>(Param)) {
      for (const LaunchSite &Site : Launches)
        for (const std::vector<std::string> &Args : Site.TemplateArguments)
          if (I < Args.size() && !llvm::is_contained(Values, Args[I]))
            Values.push_back(Args[I]);
      if (Values.empty()) {
        if (!cast<NonTypeTemplateParmDecl>(Param)->hasDefaultArgument())
          return fmt::format("non-type template parameter '{}' has no "
                             "launched value and no default argument",
                             Param->getNameAsString());
        break; // The default, and those of the parameters after it.
      }
    } else {
      return fmt::format("template template parameter '{}' is not "
                         "instantiated",
                         Param->getNameAsString());
    }
    Choices.push_back(std::move(Values));
  }
  std::vector<Candidate> Result{{{}, "requested"}};
  for (const std::vector<std::string> &Values : Choices) {
    std::vector<Candidate> Next;
    for (const Candidate &Prefix : Result)
      for (const std::string &Value : Values) {
        Candidate C = Prefix;
        C.Spellings.push_back(Value);
        Next.push_back(std::move(C));
      }
    Result = std::move(Next);
  }
  return Result;
}

/// The TU's own specializations of \p Pattern, its arguments resolved by
/// Sema: those of its launches and other uses (`&k<float>`), and its
/// explicit instantiations (`template __global__ void k<true>(...);`,
/// which is how a kernel defined here reaches the launches of other TUs).
/// A lambda's closure type among the arguments is written as a named class
/// (LiftedLambda.h), or the candidate says why it cannot be; another
/// argument that cannot be written (an unnamed type) leaves its
/// specialization out.
std::vector<Candidate> projectSpecializations(FunctionTemplateDecl &Pattern,
                                              SourceFacts &Facts) {
  std::vector<Candidate> Result;
  for (FunctionDecl *Specialization : Pattern.specializations()) {
    TemplateSpecializationKind Kind =
        Specialization->getTemplateSpecializationKind();
    if (Kind != TSK_ImplicitInstantiation &&
        Kind != TSK_ExplicitInstantiationDefinition)
      continue;
    Candidate C{{}, "launch", Specialization};
    llvm::ArrayRef<TemplateArgument> Args =
        Specialization->getTemplateSpecializationArgs()->asArray();
    for (const CXXRecordDecl *Closure : closureArguments(Args)) {
      auto Lifted = liftLambda(*Closure, Facts);
      if (auto *Why = std::get_if<std::string>(&Lifted)) {
        C.Unwritable = fmt::format(
            "its argument '{}' cannot be written as a named class: {}",
            QualType(Closure->getTypeForDecl(), 0)
                .getAsString(Pattern.getASTContext().getPrintingPolicy()),
            *Why);
        break;
      }
      C.Lambdas.push_back(std::move(std::get<LiftedLambda>(Lifted)));
    }
    for (const TemplateArgument &Arg : Args)
      C.Spellings.push_back(nameLiftedLambdas(
          spellTemplateArgument(Arg, Pattern.getASTContext()), C.Lambdas));
    if (!C.Unwritable.empty() ||
        llvm::none_of(C.Spellings, [](llvm::StringRef Spelling) {
          return Spelling.contains("(lambda at ") ||
                 Spelling.contains("(unnamed ") ||
                 Spelling.contains("(anonymous ");
        }))
      Result.push_back(std::move(C));
  }
  return Result;
}

DroppedInstantiation droppedInstantiation(const FunctionTemplateDecl &Pattern,
                                          const Candidate &C,
                                          std::string Reason) {
  DroppedInstantiation Drop;
  const TemplateParameterList *Params = Pattern.getTemplateParameters();
  for (size_t I = 0; I < C.Spellings.size() && I < Params->size(); ++I)
    Drop.Arguments.push_back(
        {Params->getParam(I)->getNameAsString(), C.Spellings[I]});
  Drop.Reason = std::move(Reason);
  return Drop;
}

/// The project's instantiations (its launches and other uses) with each
/// requested type in float's place (TypeAnalogs.h).
std::vector<std::vector<std::string>>
launchAnalogs(ASTContext &Ctx, FunctionTemplateDecl &Pattern,
              llvm::ArrayRef<LaunchSite> Launches, SourceFacts &Facts,
              const InstantiationOptions &Options) {
  std::vector<std::vector<std::string>> Bases;
  for (const LaunchSite &Site : Launches)
    llvm::append_range(Bases, Site.TemplateArguments);
  for (Candidate &Own : projectSpecializations(Pattern, Facts))
    if (Own.Unwritable.empty() && Own.Lambdas.empty())
      Bases.push_back(std::move(Own.Spellings));
  std::vector<std::string> Types;
  for (const std::string &Type : Options.Types) {
    Types.push_back(canonicalTypeSpelling(Type));
    if (std::optional<std::string> Own = frameworkReducedType(Ctx, Type))
      Types.push_back(std::move(*Own));
  }
  std::vector<std::vector<std::string>> Analogs;
  for (const std::string &Type : Types)
    for (const std::vector<std::string> &Base : Bases)
      if (std::vector<std::string> Analog = typeAnalog(Base, Type);
          !Analog.empty() && !llvm::is_contained(Analogs, Analog))
        Analogs.push_back(std::move(Analog));
  return Analogs;
}

} // namespace kx
