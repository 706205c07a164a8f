//===- KernelFinder.cpp - __global__ definitions and their launches -------===//

#include "KernelFinder.h"
#include "Harness/Harness.h"
#include "Hip/CudaTranslation.h"
#include "Launch/LaunchAnalysis.h"
#include "LeadingComment.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace kx {

namespace {

std::vector<TemplateParameter> templateParameters(const FunctionDecl &Kernel,
                                                  SourceFacts &Facts) {
  std::vector<TemplateParameter> Result;
  const FunctionTemplateDecl *Template = Kernel.getDescribedFunctionTemplate();
  if (!Template)
    return Result;
  for (const NamedDecl *Param : *Template->getTemplateParameters()) {
    TemplateParameter P;
    P.Name = Param->getNameAsString();
    SourceRange Range = Param->getSourceRange();
    // `std::integral I`: the range starts at the concept, after its scope.
    if (const auto *Type = dyn_cast<TemplateTypeParmDecl>(Param))
      if (const TypeConstraint *Constraint = Type->getTypeConstraint())
        if (SourceLocation Scope =
                Constraint->getNestedNameSpecifierLoc().getBeginLoc();
            Scope.isValid())
          Range.setBegin(Scope);
    P.Text = Facts.text(Range);
    if (isa<NonTypeTemplateParmDecl>(Param))
      P.ParamKind = TemplateParameter::Kind::NonType;
    else if (isa<TemplateTemplateParmDecl>(Param))
      P.ParamKind = TemplateParameter::Kind::Template;
    Result.push_back(std::move(P));
  }
  return Result;
}

class KernelCollector : public MatchFinder::MatchCallback {
public:
  KernelCollector(SourceFacts &Facts, const ProjectScope &Scope,
                  FoundInTU &Found)
      : Facts(Facts), Scope(Scope), Found(Found) {}

  void run(const MatchFinder::MatchResult &Result) override {
    const auto *Caller = Result.Nodes.getNodeAs<FunctionDecl>("caller");
    if (const auto *Kernel = Result.Nodes.getNodeAs<FunctionDecl>("kernel"))
      addKernel(*Kernel);
    if (const auto *Launch =
            Result.Nodes.getNodeAs<CUDAKernelCallExpr>("launch")) {
      if (Facts.inProject(Launch->getBeginLoc(), Scope))
        addLaunch(describeChevronLaunch(*Launch, Caller, Facts));
    }
    if (const auto *Call = Result.Nodes.getNodeAs<CallExpr>("api-launch")) {
      const FunctionDecl *Api = Call->getDirectCallee();
      if (!Api || !Facts.inProject(Call->getBeginLoc(), Scope))
        return;
      for (const LaunchApi &Known : launchApis())
        if (Api->getName() == Known.Name)
          addLaunch(describeApiLaunch(*Call, Known, Caller, Facts));
    }
  }

private:
  void addKernel(const FunctionDecl &FD) {
    SourceManager &SM = Facts.SM;
    SourceLocation Begin = Facts.declarationBegin(FD);
    if (FD.isInvalidDecl() || !Facts.inProject(Begin, Scope))
      return;
    SourceLocation End = SM.getExpansionRange(FD.getEndLoc()).getEnd();

    Kernel K;
    K.Key = Facts.kernelKey(FD);
    K.Name = FD.getNameAsString();
    K.QualifiedName = FD.getQualifiedNameAsString();
    K.Span.File = Facts.realPath(Begin).str();
    K.Span.BeginLine = SM.getExpansionLineNumber(Begin);
    K.Span.BeginColumn = SM.getExpansionColumnNumber(Begin);
    K.Span.EndLine = SM.getExpansionLineNumber(End);
    K.Span.EndColumn = SM.getExpansionColumnNumber(End);
    K.Span.BeginOffset = SM.getFileOffset(Begin);
    K.Span.EndOffset = SM.getFileOffset(End);
    K.Text = Facts.text(SourceRange(Begin, End));
    K.LeadingComment =
        leadingComment(SM.getBufferData(SM.getFileID(Begin)), K.Span.BeginOffset);
    PrintingPolicy Policy = Facts.Context.getPrintingPolicy();
    for (const ParmVarDecl *Param : FD.parameters())
      K.Parameters.push_back(
          {Param->getType().getAsString(Policy), Param->getNameAsString()});
    K.TemplateParameters = templateParameters(FD, Facts);
    K.IsTemplate = FD.getDescribedFunctionTemplate() != nullptr;
    if (FD.getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
      if (const TemplateArgumentList *Args =
              FD.getTemplateSpecializationArgs()) {
        llvm::raw_string_ostream OS(K.SpecializationArguments);
        printTemplateArgumentList(OS, Args->asArray(), Policy);
      }
    if (FunctionTemplateDecl *Template = FD.getDescribedFunctionTemplate())
      Templates.push_back(Template);
    else
      Plain.push_back(&FD);
    Found.Kernels.push_back(std::move(K));
  }

  void addLaunch(std::optional<LaunchSite> Site) {
    if (Site)
      Found.Launches.push_back(std::move(*Site));
  }

public:
  /// The kernels found, in the order of Found.Kernels, by kind.
  std::vector<FunctionTemplateDecl *> Templates;
  std::vector<const FunctionDecl *> Plain;

private:
  SourceFacts &Facts;
  const ProjectScope &Scope;
  FoundInTU &Found;
};

} // namespace

/// The names of the kernels \p D declares, looking into namespaces and
/// `extern "C"` blocks only: a walk of the headers' declarations, not of
/// their bodies.
static void collectKernelNames(const Decl *D, std::vector<std::string> &Out) {
  if (const auto *Namespace = dyn_cast<NamespaceDecl>(D)) {
    for (const Decl *Inner : Namespace->decls())
      collectKernelNames(Inner, Out);
    return;
  }
  if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(D)) {
    for (const Decl *Inner : Linkage->decls())
      collectKernelNames(Inner, Out);
    return;
  }
  const FunctionDecl *Function = D->getAsFunction();
  if (Function && Function->hasAttr<CUDAGlobalAttr>())
    Out.push_back(Function->getQualifiedNameAsString());
}

FoundInTU findKernels(ASTContext &Context, const ProjectScope &Scope,
                      const FinderContext &With) {
  FoundInTU Found;
  SourceFacts Facts(Context);
  KernelCollector Collector(Facts, Scope, Found);
  MatchFinder Finder;
  Finder.addMatcher(functionDecl(isDefinition(), hasAttr(attr::CUDAGlobal),
                                 unless(isTemplateInstantiation()))
                        .bind("kernel"),
                    &Collector);
  auto Caller = optionally(hasAncestor(functionDecl().bind("caller")));
  Finder.addMatcher(cudaKernelCallExpr(Caller).bind("launch"), &Collector);
  std::vector<llvm::StringRef> ApiNames;
  for (const LaunchApi &Api : launchApis())
    ApiNames.push_back(Api.Name);
  Finder.addMatcher(
      callExpr(callee(functionDecl(hasAnyName(llvm::ArrayRef(ApiNames)))), Caller)
          .bind("api-launch"),
      &Collector);
  // Kernels and launches are the project's: the matchers walk its
  // top-level declarations only, not the CUDA and C++ headers' (most of
  // the AST).
  std::vector<Decl *> ProjectDecls;
  for (Decl *D : Context.getTranslationUnitDecl()->decls())
    if (Facts.inProject(D->getLocation(), Scope))
      ProjectDecls.push_back(D);
    else
      collectKernelNames(D, Found.KernelsOutsideProject);
  llvm::sort(Found.KernelsOutsideProject);
  Found.KernelsOutsideProject.erase(
      std::unique(Found.KernelsOutsideProject.begin(),
                  Found.KernelsOutsideProject.end()),
      Found.KernelsOutsideProject.end());
  Context.setTraversalScope(ProjectDecls);
  Finder.matchAST(Context);
  Context.setTraversalScope({Context.getTranslationUnitDecl()});

  auto AddUnit = [&](KernelVariant &Variant, const FunctionDecl &Definition,
                     KernelSource Source) {
    ClosureAdditions Additions;
    auto Collect = [&] {
      return collectUnit(Definition, Source, Facts, *With.Record, Scope,
                         With.Toolchain, &Additions);
    };
    UnitContents Contents = Collect();
    Variant.Unit = buildStandaloneUnit(Contents, Facts, *With.Record);
    if (With.Check)
      checkAndRepairUnit(*Variant.Unit, Additions, *With.Check, Context,
                         *With.Record->PP, Definition, [&] {
                           Contents = Collect();
                           return buildStandaloneUnit(Contents, Facts,
                                                      *With.Record);
                         });
    if (With.WrittenInHip) {
      // Each unit is named by its language: the unit as written is the
      // HIP one, the CUDA one its translation.
      StandaloneUnit &Unit = *Variant.Unit;
      HipUnit Cuda =
          translateToCuda(Contents, Facts, *With.Record, Scope, With.Toolchain);
      Unit.Hip = HipUnit{std::move(Unit.Text), Unit.Includes, {}, {}, {}};
      Unit.Text = std::move(Cuda.Text);
      Unit.Includes = std::move(Cuda.Includes);
      Unit.CudaTranslation = std::move(Cuda);
      Unit.CudaTranslation->Text.clear();
      Unit.CudaTranslation->Includes.clear();
    } else if (With.Hip) {
      Variant.Unit->Hip = translateToHip(Contents, Facts, *With.Record, Scope,
                                         With.Toolchain, *With.Hip);
    }
  };
  auto Template = Collector.Templates.begin();
  auto Plain = Collector.Plain.begin();
  const std::vector<std::string> &Only = With.Instantiation.OnlyKernels;
  for (Kernel &K : Found.Kernels) {
    K.WrittenInHip = With.WrittenInHip;
    if (!Only.empty() && !llvm::is_contained(Only, K.Key)) {
      if (K.IsTemplate)
        ++Template;
      else
        ++Plain;
      continue;
    }
    if (!K.IsTemplate) {
      const FunctionDecl &FD = **Plain++;
      KernelVariant Variant;
      Variant.Text = K.Text;
      Variant.Parameters = K.Parameters;
      Variant.Resources = describeKernelResources(FD, Facts);
      if (With.Harness)
        Variant.Harness = describeHarnessModel(FD, Context);
      if (With.Record)
        AddUnit(Variant, FD,
                kernelSource(FD, K.Span.BeginOffset, {}, Facts));
      K.Variants.push_back(std::move(Variant));
      continue;
    }
    FunctionTemplateDecl &Pattern = **Template++;
    if (!With.S)
      continue;
    // Instantiate after matching, so every launch of the TU is known.
    std::vector<LaunchSite> Launches;
    for (const LaunchSite &Site : Found.Launches)
      if (Site.KernelKey == K.Key)
        Launches.push_back(Site);
    instantiateKernel(
        *With.S, Pattern, Launches, With.Instantiation, Facts, K,
        [&](KernelVariant &Variant, const FunctionDecl &Specialization) {
          std::vector<std::string> Spellings;
          for (const TemplateArgumentValue &Arg : Variant.Arguments)
            Spellings.push_back(Arg.Spelling);
          std::optional<KernelTextEdits> Edits =
              Variant.Style == "substituted"
                  ? templateArgumentEdits(Pattern, Spellings, Facts)
                  : std::nullopt;
          // `__launch_bounds__(BLOCK)` reads `256` in the metadata, as in
          // the variant's text.
          Variant.Resources = describeKernelResources(
              Specialization, Facts,
              [&](SourceRange Range) -> std::optional<std::string> {
                return Edits ? editedText(*Edits, Range, Facts) : std::nullopt;
              });
          if (With.Harness)
            Variant.Harness = describeHarnessModel(Specialization, Context);
          if (!With.Record)
            return;
          const FunctionDecl &Written = *Pattern.getTemplatedDecl();
          if (Edits) {
            AddUnit(Variant, Specialization,
                    kernelSource(Written, Edits->Begin,
                                 std::move(Edits->Edits), Facts));
            return;
          }
          // The template as written, then its explicit instantiation.
          KernelSource Source = kernelSource(
              Written, Facts.SM.getFileOffset(Facts.declarationBegin(Written)),
              {}, Facts);
          Source.Trailer = "\n\n" + Variant.ExplicitInstantiation;
          AddUnit(Variant, Specialization, std::move(Source));
        });
  }
  return Found;
}

} // namespace kx
