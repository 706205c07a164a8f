//===- KernelFinder.cpp - __global__ definitions and their launches -------===//

#include "kernel-extract/KernelFinder.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace kx {

bool ProjectScope::contains(llvm::StringRef RealPath) const {
  if (Root.empty() || Root == "/")
    return true;
  return RealPath.starts_with(Root) && RealPath.size() > Root.size() &&
         RealPath[Root.size()] == '/';
}

namespace {

/// Source facts shared by the callbacks of one TU.
class SourceFacts {
public:
  explicit SourceFacts(ASTContext &Context)
      : Context(Context), SM(Context.getSourceManager()) {}

  /// The resolved path of the file holding \p Loc (expanded), cached per
  /// FileID because realpath is a system call.
  llvm::StringRef realPath(SourceLocation Loc) {
    FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
    auto [It, Inserted] = RealPaths.try_emplace(FID);
    if (Inserted)
      if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID)) {
        llvm::StringRef Real = Entry->getFileEntry().tryGetRealPathName();
        It->second = Real.empty() ? Entry->getName().str() : Real.str();
      }
    return It->second;
  }

  bool inProject(SourceLocation Loc, const ProjectScope &Scope) {
    SourceLocation Expansion = SM.getExpansionLoc(Loc);
    return Expansion.isValid() && !SM.isInSystemHeader(Expansion) &&
           Scope.contains(realPath(Expansion));
  }

  /// Text of \p Range as it stands in the file; a range inside a macro
  /// expansion maps to the macro's arguments or use.
  std::string text(SourceRange Range) {
    CharSourceRange File = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Range), SM, Context.getLangOpts());
    if (File.isInvalid())
      File = SM.getExpansionRange(Range);
    return Lexer::getSourceText(File, SM, Context.getLangOpts()).str();
  }

  ASTContext &Context;
  SourceManager &SM;

private:
  llvm::DenseMap<FileID, std::string> RealPaths;
};

/// The first token of a kernel's declaration: `template`, a specifier, or an
/// attribute macro such as `__global__` written before the return type.
SourceLocation declarationBegin(const FunctionDecl &Kernel,
                                const SourceManager &SM) {
  const Decl *Outer = Kernel.getDescribedFunctionTemplate();
  SourceLocation Begin =
      SM.getExpansionLoc(Outer ? Outer->getBeginLoc() : Kernel.getBeginLoc());
  for (const Attr *A : Kernel.attrs()) {
    if (A->isImplicit() || A->getLocation().isInvalid())
      continue;
    SourceLocation Loc = SM.getExpansionLoc(A->getLocation());
    if (SM.getFileID(Loc) == SM.getFileID(Begin) &&
        SM.isBeforeInTranslationUnit(Loc, Begin))
      Begin = Loc;
  }
  return Begin;
}

std::string kernelKey(const FunctionDecl &Kernel, SourceFacts &Facts) {
  SourceLocation Begin = declarationBegin(Kernel, Facts.SM);
  return (Facts.realPath(Begin) + ":" +
          llvm::Twine(Facts.SM.getFileOffset(Begin)))
      .str();
}

std::vector<TemplateParameter> templateParameters(const FunctionDecl &Kernel,
                                                  SourceFacts &Facts) {
  std::vector<TemplateParameter> Result;
  const FunctionTemplateDecl *Template = Kernel.getDescribedFunctionTemplate();
  if (!Template)
    return Result;
  for (const NamedDecl *Param : *Template->getTemplateParameters()) {
    TemplateParameter P;
    P.Name = Param->getNameAsString();
    P.Text = Facts.text(Param->getSourceRange());
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
    if (const auto *Kernel = Result.Nodes.getNodeAs<FunctionDecl>("kernel"))
      addKernel(*Kernel);
    if (const auto *Launch = Result.Nodes.getNodeAs<CUDAKernelCallExpr>("launch"))
      addLaunch(*Launch, Result.Nodes.getNodeAs<FunctionDecl>("caller"));
  }

private:
  void addKernel(const FunctionDecl &FD) {
    SourceManager &SM = Facts.SM;
    SourceLocation Begin = declarationBegin(FD, SM);
    if (!Facts.inProject(Begin, Scope))
      return;
    SourceLocation End = SM.getExpansionRange(FD.getEndLoc()).getEnd();

    Kernel K;
    K.Key = kernelKey(FD, Facts);
    K.Name = FD.getNameAsString();
    K.QualifiedName = FD.getQualifiedNameAsString();
    K.Span.File = Facts.realPath(Begin).str();
    K.Span.BeginLine = SM.getExpansionLineNumber(Begin);
    K.Span.BeginColumn = SM.getExpansionColumnNumber(Begin);
    K.Span.EndLine = SM.getExpansionLineNumber(End);
    K.Span.EndColumn = SM.getExpansionColumnNumber(End);
    K.Span.BeginOffset = SM.getFileOffset(Begin);
    K.Text = Facts.text(SourceRange(Begin, End));
    PrintingPolicy Policy = Facts.Context.getPrintingPolicy();
    for (const ParmVarDecl *Param : FD.parameters())
      K.Parameters.push_back(
          {Param->getType().getAsString(Policy), Param->getNameAsString()});
    K.TemplateParameters = templateParameters(FD, Facts);
    K.IsTemplate = FD.getDescribedFunctionTemplate() != nullptr;
    Found.Kernels.push_back(std::move(K));
  }

  void addLaunch(const CUDAKernelCallExpr &Call, const FunctionDecl *Caller) {
    SourceManager &SM = Facts.SM;
    SourceLocation Loc = SM.getExpansionLoc(Call.getBeginLoc());
    if (!Facts.inProject(Loc, Scope))
      return;
    const FunctionDecl *Callee = Call.getDirectCallee();
    if (!Callee)
      return;
    const FunctionDecl *Pattern = Callee;
    if (const FunctionDecl *P = Callee->getTemplateInstantiationPattern())
      Pattern = P;

    LaunchSite Site;
    if (const FunctionDecl *Definition = Pattern->getDefinition())
      Site.KernelKey = kernelKey(*Definition, Facts);
    Site.KernelQualifiedName = Pattern->getQualifiedNameAsString();
    Site.File = Facts.realPath(Loc).str();
    Site.Line = SM.getExpansionLineNumber(Loc);
    Site.Column = SM.getExpansionColumnNumber(Loc);
    // A launch inside a lambda belongs to the function that holds it.
    while (Caller && isa<CXXMethodDecl>(Caller) &&
           cast<CXXMethodDecl>(Caller)->getParent()->isLambda())
      Caller = dyn_cast_or_null<FunctionDecl>(
          cast<CXXMethodDecl>(Caller)->getParent()->getParentFunctionOrMethod());
    if (Caller)
      Site.EnclosingFunction = Caller->getQualifiedNameAsString();

    const CallExpr *Config = Call.getConfig();
    std::optional<std::string> *Slots[] = {&Site.Grid, &Site.Block,
                                           &Site.SharedMemory, &Site.Stream};
    for (unsigned I = 0; Config && I < Config->getNumArgs() && I < 4; ++I) {
      const Expr *Arg = Config->getArg(I);
      if (!isa<CXXDefaultArgExpr>(Arg))
        *Slots[I] = Facts.text(Arg->getSourceRange());
    }
    if (const TemplateArgumentList *Args =
            Callee->getTemplateSpecializationArgs()) {
      std::string Printed;
      llvm::raw_string_ostream OS(Printed);
      printTemplateArgumentList(OS, Args->asArray(),
                                Facts.Context.getPrintingPolicy());
      Site.TemplateArguments.push_back(
          llvm::StringRef(Printed).drop_front().drop_back().str());
    }
    Found.Launches.push_back(std::move(Site));
  }

  SourceFacts &Facts;
  const ProjectScope &Scope;
  FoundInTU &Found;
};

} // namespace

FoundInTU findKernels(ASTContext &Context, const ProjectScope &Scope) {
  FoundInTU Found;
  SourceFacts Facts(Context);
  KernelCollector Collector(Facts, Scope, Found);
  MatchFinder Finder;
  Finder.addMatcher(functionDecl(isDefinition(), hasAttr(attr::CUDAGlobal),
                                 unless(isTemplateInstantiation()))
                        .bind("kernel"),
                    &Collector);
  Finder.addMatcher(
      cudaKernelCallExpr(optionally(hasAncestor(functionDecl().bind("caller"))))
          .bind("launch"),
      &Collector);
  Finder.matchAST(Context);
  return Found;
}

} // namespace kx
