//===- LaunchAnalysis.cpp - How the project launches its kernels ----------===//

#include "LaunchAnalysis.h"
#include "LaunchValueFolder.h"
#include "ParameterExpression.h"
#include "Support/TemplateArgumentSpelling.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/TypeLoc.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Support/raw_ostream.h"

using namespace clang;
using namespace clang::ast_matchers;

namespace kx {

llvm::ArrayRef<LaunchApi> launchApis() {
  // Kernel, grid, block, shmem, stream, arguments, direct, config.
  static const LaunchApi Apis[] = {
      {"cudaLaunchKernel", 0, 1, 2, 4, 5, 3, false, -1},
      {"cudaLaunchCooperativeKernel", 0, 1, 2, 4, 5, 3, false, -1},
      {"cudaLaunchKernelEx", 1, -1, -1, -1, -1, 2, true, 0},
      {"cudaLaunchKernelExC", 1, -1, -1, -1, -1, 2, false, 0},
      {"hipLaunchKernel", 0, 1, 2, 4, 5, 3, false, -1},
      {"hipLaunchCooperativeKernel", 0, 1, 2, 4, 5, 3, false, -1},
      {"hipLaunchKernelExC", 1, -1, -1, -1, -1, 2, false, 0},
  };
  return Apis;
}

namespace {

/// Folds \p E to an integer, a null pointer (0), or a dim3's three fields.
void fold(const Expr *E, ASTContext &Context, ConfigValue &Out) {
  if (E->isValueDependent() || E->isTypeDependent())
    return;
  Expr::EvalResult Result;
  if (!E->EvaluateAsRValue(Result, Context))
    return;
  const APValue &Value = Result.Val;
  if (Value.isInt()) {
    Out.Value = {Value.getInt().getExtValue()};
  } else if (Value.isLValue() && Value.isNullPointer()) {
    Out.Value = {0};
  } else if (Value.isStruct() && Value.getStructNumFields() == 3 &&
             llvm::all_of(llvm::seq(0u, 3u), [&](unsigned I) {
               return Value.getStructField(I).isInt();
             })) {
    for (unsigned I = 0; I < 3; ++I)
      Out.Value.push_back(Value.getStructField(I).getInt().getExtValue());
    Out.IsDim3 = true;
  }
}

/// The expression as the user wrote it: without the implicit conversion to
/// dim3 (`THREADS_PER_BLOCK` passed for a dim3 parameter) or copy, nor
/// the parentheses a launch macro puts around it.
const Expr *writtenExpression(const Expr *E, const SourceManager &SM) {
  E = E->IgnoreImplicit();
  while (const auto *Parens = dyn_cast<ParenExpr>(E)) {
    const Expr *Inner = Parens->getSubExpr()->IgnoreImplicit();
    if (!Parens->getLParen().isMacroID() ||
        SM.isMacroArgExpansion(Parens->getLParen()) ||
        !SM.isMacroArgExpansion(Inner->getBeginLoc()))
      break;
    E = Inner;
  }
  while (const auto *Construct = dyn_cast<CXXConstructExpr>(E)) {
    if (isa<CXXTemporaryObjectExpr>(Construct) ||
        Construct->getParenOrBraceRange().isValid() ||
        Construct->getNumArgs() == 0 ||
        isa<CXXDefaultArgExpr>(Construct->getArg(0)))
      break;
    E = Construct->getArg(0)->IgnoreImplicit();
  }
  return E;
}

std::string initializerText(const VarDecl &Var, SourceFacts &Facts) {
  const Expr *Init = Var.getInit();
  const auto *Construct = dyn_cast<CXXConstructExpr>(Init->IgnoreImplicit());
  // `dim3 grid(16, 16)` reads best as the expression `dim3(16, 16)`.
  if (Construct && !isa<CXXTemporaryObjectExpr>(Construct) &&
      Construct->getParenOrBraceRange().isValid() && Var.getTypeSourceInfo())
    return Facts.text(Var.getTypeSourceInfo()->getTypeLoc().getSourceRange()) +
           Facts.text(Construct->getParenOrBraceRange());
  return Facts.text(Init->getSourceRange());
}

/// The kernel a launch expression names: `k`, `k<float>`, `&k`,
/// `(void *)k`, or a variable initialised with one of these.
const FunctionDecl *namedKernel(const Expr *E, bool &ThroughPointer) {
  for (int Depth = 0; E && Depth < 4; ++Depth) {
    E = E->IgnoreParenImpCasts();
    if (const auto *Cast = dyn_cast<ExplicitCastExpr>(E)) {
      E = Cast->getSubExpr();
      continue;
    }
    if (const auto *Op = dyn_cast<UnaryOperator>(E);
        Op && (Op->getOpcode() == UO_AddrOf || Op->getOpcode() == UO_Deref)) {
      E = Op->getSubExpr();
      continue;
    }
    const auto *Ref = dyn_cast<DeclRefExpr>(E);
    if (!Ref)
      return nullptr;
    if (const auto *Function = dyn_cast<FunctionDecl>(Ref->getDecl()))
      return Function->hasAttr<CUDAGlobalAttr>() ? Function : nullptr;
    const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
    if (!Var || !Var->getInit())
      return nullptr;
    ThroughPointer = true;
    E = Var->getInit();
  }
  return nullptr;
}

/// Fills what every form shares: the kernel, where, in what, with what
/// template arguments.
LaunchSite siteFor(const FunctionDecl &Callee, SourceLocation Begin,
                   SourceLocation End,
                   const FunctionDecl *Caller, SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  LaunchSite Site;
  const FunctionDecl *Pattern = &Callee;
  if (const FunctionDecl *P = Callee.getTemplateInstantiationPattern())
    Pattern = P;
  if (const FunctionDecl *Definition = Pattern->getDefinition())
    Site.KernelKey = Facts.kernelKey(*Definition);
  Site.KernelQualifiedName = Pattern->getQualifiedNameAsString();
  // A launch written in a macro argument (a dispatch macro's lambda) is
  // where it is written, not at the macro's use: two launches in one lambda
  // are two sites. One inside a macro's definition is at the macro's use.
  SourceLocation Loc = SM.getExpansionLoc(Begin);
  CharSourceRange Written = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Begin, End), SM,
      Facts.Context.getLangOpts());
  if (Written.isValid())
    Loc = Written.getBegin();
  Site.File = Facts.realPath(Loc).str();
  Site.Line = SM.getExpansionLineNumber(Loc);
  Site.Column = SM.getExpansionColumnNumber(Loc);
  Site.Macro = Facts.outermostMacro(Begin);
  Site.InTemplatePattern = Caller && Caller->isDependentContext();
  // A launch inside a lambda belongs to the function that holds it.
  while (const auto *Method = dyn_cast_or_null<CXXMethodDecl>(Caller)) {
    if (!Method->getParent()->isLambda())
      break;
    Site.InLambda = true;
    Caller = dyn_cast_or_null<FunctionDecl>(
        Method->getParent()->getParentFunctionOrMethod());
  }
  if (Caller)
    Site.EnclosingFunction = Caller->getQualifiedNameAsString();
  if (const TemplateArgumentList *Args =
          Callee.getTemplateSpecializationArgs()) {
    std::vector<std::string> Spellings;
    for (const TemplateArgument &Arg : Args->asArray())
      Spellings.push_back(spellTemplateArgument(Arg, Facts.Context));
    Site.TemplateArguments.push_back(std::move(Spellings));
  }
  return Site;
}

void describeArguments(llvm::ArrayRef<const Expr *> Args,
                       const FunctionDecl &Callee, SourceFacts &Facts,
                       LaunchSite &Site) {
  for (size_t I = 0; I < Args.size(); ++I) {
    if (isa<CXXDefaultArgExpr>(Args[I]))
      continue;
    std::string Parameter =
        I < Callee.getNumParams() ? Callee.getParamDecl(I)->getNameAsString()
                                  : "";
    Site.Arguments.push_back(
        {std::move(Parameter), Facts.text(Args[I]->getSourceRange())});
  }
}

/// cudaLaunchKernelEx's configuration: `config.gridDim = ...` assignments
/// in the caller, else the field access as text.
void describeConfigStruct(const Expr *Config, const FunctionDecl *Caller,
                          SourceFacts &Facts, LaunchSite &Site) {
  const VarDecl *Var = nullptr;
  const Expr *E = Config->IgnoreParenImpCasts();
  if (const auto *Op = dyn_cast<UnaryOperator>(E);
      Op && Op->getOpcode() == UO_AddrOf)
    if (const auto *Ref =
            dyn_cast<DeclRefExpr>(Op->getSubExpr()->IgnoreParenImpCasts()))
      Var = dyn_cast<VarDecl>(Ref->getDecl());
  std::string Object =
      Var ? Var->getNameAsString() + "."
          : "(" + Facts.text(Config->getSourceRange()) + ")->";

  std::pair<llvm::StringRef, ConfigValue *> Fields[] = {
      {"gridDim", &Site.Grid},
      {"blockDim", &Site.Block},
      {"dynamicSmemBytes", &Site.SharedMemory},
      {"stream", &Site.Stream}};
  for (auto &[Field, Slot] : Fields) {
    Slot->Text = Object + Field.str();
    if (!Var || !Caller || !Caller->getBody())
      continue;
    // `cfg.gridDim = dim3(8)` calls dim3's operator=; `cfg.stream = s`
    // is a built-in assignment.
    auto FieldRef = memberExpr(member(hasName(Field)),
                             hasObjectExpression(ignoringParenImpCasts(
                                 declRefExpr(to(equalsNode(Var))))));
    auto Assignments = match(
        stmt(forEachDescendant(
            expr(anyOf(binaryOperator(isAssignmentOperator(), hasLHS(FieldRef),
                                      hasRHS(expr().bind("value"))),
                       cxxOperatorCallExpr(hasOverloadedOperatorName("="),
                                           hasArgument(0, FieldRef),
                                           hasArgument(1, expr().bind("value")))))
                .bind("assign"))),
        *Caller->getBody(), Facts.Context);
    // The last assignment before the launch is the one in effect.
    const Expr *Last = nullptr, *LastValue = nullptr;
    for (const BoundNodes &Node : Assignments) {
      const auto *Assign = Node.getNodeAs<Expr>("assign");
      if (Facts.SM.isBeforeInTranslationUnit(Assign->getBeginLoc(),
                                             Config->getBeginLoc()) &&
          (!Last || Facts.SM.isBeforeInTranslationUnit(Last->getBeginLoc(),
                                                       Assign->getBeginLoc()))) {
        Last = Assign;
        LastValue = Node.getNodeAs<Expr>("value");
      }
    }
    if (LastValue)
      *Slot = describeConfigValue(LastValue, Facts);
  }
}

} // namespace

ConfigValue describeConfigValue(const Expr *E, SourceFacts &Facts) {
  ConfigValue Out;
  if (!E)
    return Out;
  if (const auto *Default = dyn_cast<CXXDefaultArgExpr>(E)) {
    fold(Default->getExpr(), Facts.Context, Out);
    return Out;
  }
  const Expr *Written = writtenExpression(E, Facts.SM);
  Out.Text = Facts.text(Written->getSourceRange());
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Written->IgnoreParenImpCasts()))
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl());
        Var && Var->getInit() && !isa<ParmVarDecl>(Var))
      Out.Initializer = initializerText(*Var, Facts);
  // A scalar written for a dim3 parameter is reported as the scalar.
  bool WrittenScalar = Written->getType()->isIntegralOrEnumerationType();
  fold(WrittenScalar ? Written : E, Facts.Context, Out);
  if (!Out.Value.empty())
    return Out;
  LaunchValueFolder Folder(Facts.Context);
  if (WrittenScalar) {
    if (std::optional<int64_t> Value = Folder.integer(Written))
      Out.Value = {*Value};
  } else if (auto Extents = Folder.dim3(Written)) {
    Out.Value.assign(Extents->begin(), Extents->end());
    Out.IsDim3 = true;
  }
  if (!Out.Value.empty())
    return Out;
  if (std::optional<ParameterExpression> Expression =
          parameterExpression(WrittenScalar ? Written : E, Folder)) {
    Out.Expression = std::move(Expression->Extents);
    Out.DependsOn = std::move(Expression->Parameters);
  }
  return Out;
}

std::optional<LaunchSite>
describeChevronLaunch(const CUDAKernelCallExpr &Call, const FunctionDecl *Caller,
                      SourceFacts &Facts) {
  bool ThroughPointer = false;
  const FunctionDecl *Callee = Call.getDirectCallee();
  if (!Callee)
    Callee = namedKernel(Call.getCallee(), ThroughPointer);
  if (!Callee)
    return std::nullopt;
  LaunchSite Site = siteFor(*Callee, Call.getBeginLoc(), Call.getEndLoc(), Caller,
                            Facts);
  Site.Form = ThroughPointer ? "function_pointer" : "<<<>>>";
  if (Site.Macro && *Site.Macro == "hipLaunchKernelGGL")
    Site.Form = "hipLaunchKernelGGL";
  if (const CallExpr *Config = Call.getConfig()) {
    ConfigValue *Slots[] = {&Site.Grid, &Site.Block, &Site.SharedMemory,
                            &Site.Stream};
    for (unsigned I = 0; I < Config->getNumArgs() && I < 4; ++I)
      *Slots[I] = describeConfigValue(Config->getArg(I), Facts);
  }
  describeArguments(llvm::ArrayRef(Call.getArgs(), Call.getNumArgs()),
                    *Callee, Facts, Site);
  return Site;
}

std::optional<LaunchSite> describeApiLaunch(const CallExpr &Call,
                                            const LaunchApi &Api,
                                            const FunctionDecl *Caller,
                                            SourceFacts &Facts) {
  unsigned NumArgs = Call.getNumArgs();
  if (Api.Kernel < 0 || unsigned(Api.Kernel) >= NumArgs)
    return std::nullopt;
  bool ThroughPointer = false;
  const FunctionDecl *Callee = namedKernel(Call.getArg(Api.Kernel), ThroughPointer);
  if (!Callee)
    return std::nullopt;
  LaunchSite Site = siteFor(*Callee, Call.getBeginLoc(), Call.getEndLoc(), Caller,
                            Facts);
  Site.Form = Api.Name.str();
  auto ArgAt = [&](int Position) -> const Expr * {
    return Position >= 0 && unsigned(Position) < NumArgs ? Call.getArg(Position)
                                                         : nullptr;
  };
  if (Api.Config >= 0 && ArgAt(Api.Config)) {
    describeConfigStruct(ArgAt(Api.Config), Caller, Facts, Site);
  } else {
    Site.Grid = describeConfigValue(ArgAt(Api.Grid), Facts);
    Site.Block = describeConfigValue(ArgAt(Api.Block), Facts);
    Site.SharedMemory = describeConfigValue(ArgAt(Api.SharedMemory), Facts);
    Site.Stream = describeConfigValue(ArgAt(Api.Stream), Facts);
  }
  if (Api.ArgumentsAreDirect && unsigned(Api.Arguments) < NumArgs) {
    llvm::SmallVector<const Expr *, 8> Direct;
    for (unsigned I = Api.Arguments; I < NumArgs; ++I)
      Direct.push_back(Call.getArg(I));
    describeArguments(Direct, *Callee, Facts, Site);
  } else if (const Expr *Array = ArgAt(Api.Arguments)) {
    // A `void **args` array: the arguments are whatever it points to.
    Site.Arguments.push_back({"", Facts.text(Array->getSourceRange())});
  }
  return Site;
}

/// Whether a function \p F calls, directly or through others, declares an
/// extern `__shared__` array: the kernel's dynamic shared memory, reached
/// through a helper (a class's `getPointer()` that returns it).
bool calleesUseDynamicSharedMemory(
    const FunctionDecl &F, ASTContext &Context,
    llvm::SmallPtrSetImpl<const FunctionDecl *> &Seen) {
  auto Calls = match(stmt(forEachDescendant(callExpr().bind("call"))),
                     *F.getBody(), Context);
  for (const BoundNodes &Node : Calls) {
    const FunctionDecl *Callee =
        Node.getNodeAs<CallExpr>("call")->getDirectCallee();
    const FunctionDecl *Definition = nullptr;
    if (!Callee || !Callee->hasBody(Definition) || !Definition->getBody() ||
        !Seen.insert(Definition).second || Seen.size() > 256)
      continue;
    auto Shared = match(
        stmt(forEachDescendant(varDecl(hasAttr(attr::CUDAShared)).bind("var"))),
        *Definition->getBody(), Context);
    if (llvm::any_of(Shared, [](const BoundNodes &N) {
          return N.getNodeAs<VarDecl>("var")->hasExternalStorage();
        }))
      return true;
    if (calleesUseDynamicSharedMemory(*Definition, Context, Seen))
      return true;
  }
  return false;
}

KernelResources describeKernelResources(const FunctionDecl &Definition,
                                        SourceFacts &Facts, VariantText Text) {
  auto Describe = [&](const Expr *E) {
    ConfigValue Value = describeConfigValue(E, Facts);
    if (Text && Value.Text)
      if (std::optional<std::string> Written =
              Text(writtenExpression(E, Facts.SM)->getSourceRange()))
        Value.Text = std::move(*Written);
    return Value;
  };
  KernelResources Out;
  if (const auto *Bounds = Definition.getAttr<CUDALaunchBoundsAttr>()) {
    Out.MaxThreadsPerBlock = Describe(Bounds->getMaxThreads());
    if (Bounds->getMinBlocks())
      Out.MinBlocksPerMultiprocessor = Describe(Bounds->getMinBlocks());
  }
  if (!Definition.getBody())
    return Out;
  // The body is a Stmt: a matcher typed on VarDecl would never match it.
  auto Shared = match(
      stmt(forEachDescendant(varDecl(hasAttr(attr::CUDAShared)).bind("var"))),
      *Definition.getBody(), Facts.Context);
  PrintingPolicy Policy = Facts.Context.getPrintingPolicy();
  for (const BoundNodes &Node : Shared) {
    const auto *Var = Node.getNodeAs<VarDecl>("var");
    SharedArray Array;
    Array.Name = Var->getNameAsString();
    Array.Type = Var->getType().getAsString(Policy);
    Array.IsExtern = Var->hasExternalStorage();
    QualType Type = Var->getType();
    if (const ArrayType *AT = Facts.Context.getAsArrayType(Type))
      Array.ElementType = AT->getElementType().getAsString(Policy);
    else
      Array.ElementType = Array.Type;
    if (TypeSourceInfo *TSI = Var->getTypeSourceInfo())
      if (auto ArrayLoc = TSI->getTypeLoc().getAs<ArrayTypeLoc>())
        if (const Expr *Size = ArrayLoc.getSizeExpr())
          Array.Size = Describe(Size);
    Out.UsesDynamicSharedMemory |= Array.IsExtern;
    Out.SharedArrays.push_back(std::move(Array));
  }
  if (!Out.UsesDynamicSharedMemory) {
    llvm::SmallPtrSet<const FunctionDecl *, 16> Seen{&Definition};
    Out.UsesDynamicSharedMemory =
        calleesUseDynamicSharedMemory(Definition, Facts.Context, Seen);
  }
  return Out;
}

void mergeLaunchSite(LaunchSite &Into, LaunchSite From) {
  if (Into.KernelKey.empty())
    Into.KernelKey = From.KernelKey;
  for (std::vector<std::string> &Args : From.TemplateArguments)
    if (!llvm::is_contained(Into.TemplateArguments, Args))
      Into.TemplateArguments.push_back(std::move(Args));
  // The template's own launch folds nothing that depends on its
  // parameters; its instantiations say the values.
  if (From.InTemplatePattern && !Into.InTemplatePattern)
    return;
  ConfigValue *Mine[] = {&Into.Grid, &Into.Block, &Into.SharedMemory,
                         &Into.Stream};
  ConfigValue *Theirs[] = {&From.Grid, &From.Block, &From.SharedMemory,
                           &From.Stream};
  if (Into.InTemplatePattern && !From.InTemplatePattern) {
    for (int I = 0; I < 4; ++I) {
      Mine[I]->Value = std::move(Theirs[I]->Value);
      Mine[I]->Expression = std::move(Theirs[I]->Expression);
      Mine[I]->DependsOn = std::move(Theirs[I]->DependsOn);
    }
    Into.InTemplatePattern = false;
    return;
  }
  // `sizeof(T) * 256` folds differently per instantiation: no one value.
  for (int I = 0; I < 4; ++I) {
    if (Mine[I]->Value != Theirs[I]->Value)
      Mine[I]->Value.clear();
    if (Mine[I]->Expression != Theirs[I]->Expression) {
      Mine[I]->Expression.clear();
      Mine[I]->DependsOn.clear();
    }
  }
}

} // namespace kx
