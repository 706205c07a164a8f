//===- Instantiator.cpp - Template kernels made concrete by Sema ----------===//

#include "kernel-extract/Instantiation.h"
#include "kernel-extract/DiagnosticText.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Sema/Lookup.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/Template.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

llvm::Expected<InstantiationOptions::Mode>
parseInstantiationMode(llvm::StringRef Name) {
  using Mode = InstantiationOptions::Mode;
  if (Name == "requested")
    return Mode::Requested;
  if (Name == "launched")
    return Mode::Launched;
  if (Name == "all")
    return Mode::All;
  return llvm::createStringError(
      llvm::inconvertibleErrorCode(),
      fmt::format("--instantiate={}: expected requested, launched or all",
                  Name.str()));
}

std::string canonicalTypeSpelling(llvm::StringRef Requested) {
  return llvm::StringSwitch<std::string>(Requested.trim())
      .Case("half", "__half")
      .Case("bfloat16", "__nv_bfloat16")
      .Case("bf16", "__nv_bfloat16")
      .Default(Requested.trim().str());
}

std::string argumentFileSuffix(llvm::StringRef Spelling) {
  std::string Suffix;
  for (char C : Spelling.trim()) {
    if (llvm::isAlnum(C)) {
      Suffix += C;
    } else if (!Suffix.empty() && Suffix.back() != '_') {
      Suffix += '_';
    }
  }
  while (!Suffix.empty() && Suffix.back() == '_')
    Suffix.pop_back();
  llvm::StringRef Short(Suffix);
  Short.consume_front("nv_"); // __nv_bfloat16 → bfloat16
  return Short.empty() ? "arg" : Short.str();
}

namespace {

/// Captures the diagnostics of one candidate instead of the TU's consumer,
/// so a rejected candidate neither fails the TU nor prints.
class CandidateDiagnostics : public DiagnosticConsumer {
public:
  explicit CandidateDiagnostics(DiagnosticsEngine &Engine) : Engine(Engine) {
    Previous = Engine.getClient();
    PreviousOwner = Engine.takeClient();
    Engine.setClient(this, /*ShouldOwnClient=*/false);
  }
  ~CandidateDiagnostics() override {
    Engine.setClient(Previous, /*ShouldOwnClient=*/false);
    if (PreviousOwner)
      Engine.setClient(PreviousOwner.release(), /*ShouldOwnClient=*/true);
    // Errors of a rejected candidate must not make Sema treat the rest of
    // the TU as erroneous.
    if (!FirstError.empty())
      Engine.Reset(/*soft=*/true);
  }

  void HandleDiagnostic(DiagnosticsEngine::Level Level,
                        const Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level >= DiagnosticsEngine::Error && FirstError.empty())
      FirstError = describeDiagnostic(Info);
  }

  std::string FirstError;

private:
  DiagnosticsEngine &Engine;
  DiagnosticConsumer *Previous;
  std::unique_ptr<DiagnosticConsumer> PreviousOwner;
};

/// Finds, in an instantiated kernel and the specializations it calls, a
/// call that nvcc cannot compile whatever the unit holds:
/// - to a function template specialization that nothing defines: a
///   template declared only for its explicit specializations
///   (`copy_vector<float, 1>` where only `<half, 1>` is written). Sema
///   accepts the call.
/// - to a specialization whose body has errors. Sema reports them once,
///   when it first instantiates it: for an earlier candidate, or another
///   kernel calling the same helper with the same arguments.
class UncompilableCallFinder
    : public RecursiveASTVisitor<UncompilableCallFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    const FunctionDecl *Callee = Call->getDirectCallee();
    if (!Callee || Callee->getBuiltinID() ||
        !Callee->isTemplateInstantiation() || !Walked.insert(Callee).second)
      return true;
    // Implicit instantiations only: one whose pattern has no body.
    const FunctionDecl *Pattern =
        Callee->getTemplateInstantiationPattern(/*ForDefinition=*/false);
    if (Callee->getTemplateSpecializationKind() == TSK_ImplicitInstantiation &&
        !Callee->isDefined() && (!Pattern || !Pattern->isDefined())) {
      Undefined = nameOf(*Callee);
      return false;
    }
    if (const FunctionDecl *Definition = Callee->getDefinition()) {
      const FunctionDecl *Outer = Current;
      Current = Definition;
      TraverseDecl(const_cast<FunctionDecl *>(Definition));
      Current = Outer;
    }
    return found();
  }

  // What Sema leaves of an erroneous declaration or expression.
  bool VisitDecl(Decl *D) { return noteInvalid(D->isInvalidDecl()); }
  bool VisitRecoveryExpr(RecoveryExpr *) { return noteInvalid(true); }

  bool found() const { return !Undefined.empty() || !Invalid.empty(); }

  std::string Undefined;
  std::string Invalid;

private:
  static std::string nameOf(const FunctionDecl &Function) {
    std::string Name;
    llvm::raw_string_ostream OS(Name);
    Function.getNameForDiagnostic(
        OS, Function.getASTContext().getPrintingPolicy(), true);
    return Name;
  }

  bool noteInvalid(bool IsInvalid) {
    if (IsInvalid && Current && Invalid.empty())
      Invalid = nameOf(*Current);
    return !found();
  }

  const FunctionDecl *Current = nullptr; ///< The callee being walked.
  llvm::SmallPtrSet<const FunctionDecl *, 16> Walked;
};

/// Resolves a type spelling in the TU: builtin names, then (qualified) name
/// lookup from the translation unit.
QualType resolveType(Sema &S, llvm::StringRef Spelling) {
  ASTContext &Ctx = S.getASTContext();
  QualType Builtin = llvm::StringSwitch<QualType>(Spelling)
                         .Case("float", Ctx.FloatTy)
                         .Case("double", Ctx.DoubleTy)
                         .Case("long double", Ctx.LongDoubleTy)
                         .Case("bool", Ctx.BoolTy)
                         .Case("char", Ctx.CharTy)
                         .Case("signed char", Ctx.SignedCharTy)
                         .Case("unsigned char", Ctx.UnsignedCharTy)
                         .Case("short", Ctx.ShortTy)
                         .Case("unsigned short", Ctx.UnsignedShortTy)
                         .Cases("int", "signed", "signed int", Ctx.IntTy)
                         .Cases("unsigned", "unsigned int", Ctx.UnsignedIntTy)
                         .Case("long", Ctx.LongTy)
                         .Case("unsigned long", Ctx.UnsignedLongTy)
                         .Case("long long", Ctx.LongLongTy)
                         .Case("unsigned long long", Ctx.UnsignedLongLongTy)
                         .Default(QualType());
  if (!Builtin.isNull())
    return Builtin;

  llvm::SmallVector<llvm::StringRef, 4> Parts;
  Spelling.split(Parts, "::");
  DeclContext *Context = Ctx.getTranslationUnitDecl();
  for (size_t I = 0; I < Parts.size(); ++I) {
    llvm::StringRef Part = Parts[I].trim();
    if (Part.empty() && I == 0)
      continue; // A leading "::".
    DeclContextLookupResult Found =
        Context->lookup(DeclarationName(&Ctx.Idents.get(Part)));
    const NamedDecl *Match = nullptr;
    for (const NamedDecl *D : Found)
      if (isa<NamespaceDecl, TypeDecl, NamespaceAliasDecl>(D))
        Match = D;
    if (!Match)
      return QualType();
    if (const auto *Alias = dyn_cast<NamespaceAliasDecl>(Match))
      Match = Alias->getNamespace();
    if (I + 1 < Parts.size()) {
      Context = const_cast<DeclContext *>(dyn_cast<DeclContext>(Match));
      if (!Context)
        return QualType();
      continue;
    }
    if (const auto *Type = dyn_cast<TypeDecl>(Match))
      return Ctx.getTypeDeclType(Type);
  }
  return QualType();
}

/// An integer or boolean spelling as a template argument expression.
Expr *integerArgument(ASTContext &Ctx, llvm::StringRef Spelling,
                      SourceLocation Loc) {
  Spelling = Spelling.trim();
  if (Spelling == "true" || Spelling == "false")
    return CXXBoolLiteralExpr::Create(Ctx, Spelling == "true", Ctx.BoolTy,
                                      Loc);
  bool Negative = Spelling.consume_front("-");
  Spelling = Spelling.rtrim("uUlL");
  uint64_t Magnitude;
  if (Spelling.getAsInteger(0, Magnitude))
    return nullptr;
  Expr *Literal = IntegerLiteral::Create(
      Ctx, llvm::APInt(64, Magnitude), Ctx.LongLongTy, Loc);
  if (!Negative)
    return Literal;
  return UnaryOperator::Create(Ctx, Literal, UO_Minus, Ctx.LongLongTy,
                               VK_PRValue, OK_Ordinary, Loc, false,
                               FPOptionsOverride());
}

struct Candidate {
  std::vector<std::string> Spellings; ///< One per parameter given.
  std::string Origin;
};

/// Instantiates one candidate; a variant, or the reason Sema gave.
std::variant<KernelVariant, std::string>
instantiate(Sema &S, FunctionTemplateDecl &Pattern, const Candidate &C,
            SourceFacts &Facts, const FunctionDecl *&Instantiated) {
  ASTContext &Ctx = S.getASTContext();
  SourceLocation Loc = Pattern.getLocation();
  TemplateParameterList *Params = Pattern.getTemplateParameters();
  TemplateArgumentListInfo Info(Loc, Loc);
  for (size_t I = 0; I < C.Spellings.size(); ++I) {
    const NamedDecl *Param = Params->getParam(I);
    if (isa<TemplateTypeParmDecl>(Param)) {
      QualType Type = resolveType(S, C.Spellings[I]);
      if (Type.isNull())
        return fmt::format("type '{}' is not declared in this translation unit",
                           C.Spellings[I]);
      Info.addArgument(TemplateArgumentLoc(
          TemplateArgument(Type), Ctx.getTrivialTypeSourceInfo(Type, Loc)));
    } else {
      Expr *Value = integerArgument(Ctx, C.Spellings[I], Loc);
      if (!Value)
        return fmt::format("'{}' is not an integer constant", C.Spellings[I]);
      Info.addArgument(TemplateArgumentLoc(TemplateArgument(Value), Value));
    }
  }

  CandidateDiagnostics Diagnostics(S.getDiagnostics());
  llvm::SmallVector<TemplateArgument, 4> Sugared, Canonical;
  if (S.CheckTemplateArgumentList(&Pattern, Loc, Info,
                                  /*PartialTemplateArgs=*/false, Sugared,
                                  Canonical) ||
      !Diagnostics.FirstError.empty())
    return Diagnostics.FirstError.empty() ? "invalid template arguments"
                                          : Diagnostics.FirstError;
  auto *Arguments = TemplateArgumentList::CreateCopy(Ctx, Canonical);
  FunctionDecl *Specialization =
      S.InstantiateFunctionDeclaration(&Pattern, Arguments, Loc);
  if (Specialization && !Specialization->isInvalidDecl()) {
    S.InstantiateFunctionDefinition(Loc, Specialization, /*Recursive=*/true,
                                    /*DefinitionRequired=*/true);
    S.PerformPendingInstantiations();
    // Host/device call checks are deferred to the end of the TU in CUDA;
    // run them now for what this candidate added.
    S.emitDeferredDiags();
  }
  if (!Diagnostics.FirstError.empty())
    return Diagnostics.FirstError;
  if (!Specialization || Specialization->isInvalidDecl() ||
      !Specialization->isDefined())
    return std::string("Sema could not instantiate the definition");
  UncompilableCallFinder Callees;
  Callees.TraverseDecl(Specialization);
  if (!Callees.Undefined.empty())
    return fmt::format("it calls '{}', which the project declares but never "
                       "defines for these arguments",
                       Callees.Undefined);
  if (!Callees.Invalid.empty())
    return fmt::format("it calls '{}', which does not compile for these "
                       "arguments",
                       Callees.Invalid);

  // Spell every argument, defaults included, as the emitted text uses it.
  std::vector<std::string> Spellings = C.Spellings;
  for (size_t I = Spellings.size(); I < Canonical.size(); ++I) {
    std::string Printed;
    llvm::raw_string_ostream OS(Printed);
    Sugared[I].print(Ctx.getPrintingPolicy(), OS, /*IncludeType=*/false);
    Spellings.push_back(std::move(Printed));
  }

  Instantiated = Specialization;
  KernelVariant Variant;
  Variant.Origin = C.Origin;
  std::vector<std::string> Suffixes;
  for (size_t I = 0; I < Spellings.size(); ++I) {
    Variant.Arguments.push_back(
        {Params->getParam(I)->getNameAsString(), Spellings[I]});
    Suffixes.push_back(argumentFileSuffix(Spellings[I]));
  }
  Variant.Suffix = llvm::join(Suffixes, "_");
  PrintingPolicy Policy = Ctx.getPrintingPolicy();
  for (const ParmVarDecl *Param : Specialization->parameters())
    Variant.Parameters.push_back(
        {Param->getType().getAsString(Policy), Param->getNameAsString()});

  if (std::optional<std::string> Text =
          substituteTemplateArguments(Pattern, Spellings, Facts)) {
    Variant.Style = "substituted";
    Variant.Text = std::move(*Text);
    return Variant;
  }
  // A parameter used inside a macro's definition: keep the template and
  // instantiate it explicitly.
  std::vector<std::string> ParamTypes;
  for (const KernelParameter &P : Variant.Parameters)
    ParamTypes.push_back(P.Type);
  Variant.Style = "explicit";
  Variant.ExplicitInstantiation = fmt::format(
      "template __global__ void {}<{}>({});",
      Pattern.getQualifiedNameAsString(), llvm::join(Spellings, ", "),
      llvm::join(ParamTypes, ", "));
  Variant.Text =
      Facts.text(SourceRange(Facts.declarationBegin(*Pattern.getTemplatedDecl()),
                             Pattern.getTemplatedDecl()->getEndLoc())) +
      "\n\n" + Variant.ExplicitInstantiation;
  return Variant;
}

/// The requested candidates: every type for every type parameter, and for
/// each non-type parameter the values launched in this TU, else none (its
/// default applies). Fails with a reason when a parameter has neither.
std::variant<std::vector<Candidate>, std::string>
requestedCandidates(const FunctionTemplateDecl &Pattern,
                    llvm::ArrayRef<LaunchSite> Launches,
                    const InstantiationOptions &Options) {
  const TemplateParameterList *Params = Pattern.getTemplateParameters();
  std::vector<std::vector<std::string>> Choices;
  for (unsigned I = 0; I < Params->size(); ++I) {
    const NamedDecl *Param = Params->getParam(I);
    std::vector<std::string> Values;
    if (isa<TemplateTypeParmDecl>(Param)) {
      for (const std::string &Type : Options.Types)
        Values.push_back(canonicalTypeSpelling(Type));
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

} // namespace

void instantiateKernel(
    Sema &S, FunctionTemplateDecl &Pattern, llvm::ArrayRef<LaunchSite> Launches,
    const InstantiationOptions &Options, SourceFacts &Facts, Kernel &K,
    llvm::function_ref<void(KernelVariant &, const FunctionDecl &)>
        OnVariant) {
  using Mode = InstantiationOptions::Mode;
  if (Pattern.getTemplateParameters()->hasParameterPack()) {
    K.NotInstantiated = "a template parameter pack is not instantiated";
    return;
  }
  std::vector<Candidate> Candidates;
  if (Options.Which != Mode::Launched) {
    auto Requested = requestedCandidates(Pattern, Launches, Options);
    if (auto *Reason = std::get_if<std::string>(&Requested))
      K.NotInstantiated = *Reason;
    else
      Candidates = std::move(std::get<std::vector<Candidate>>(Requested));
  }
  if (Options.Which != Mode::Requested)
    for (const LaunchSite &Site : Launches)
      for (const std::vector<std::string> &Args : Site.TemplateArguments)
        Candidates.push_back({Args, "launch"});

  std::vector<std::vector<std::string>> Tried;
  unsigned Accepted = 0;
  for (const Candidate &C : Candidates) {
    if (llvm::is_contained(Tried, C.Spellings))
      continue;
    Tried.push_back(C.Spellings);
    if (Accepted >= Options.MaxInstantiations) {
      ++K.CandidatesOverCap;
      continue;
    }
    const FunctionDecl *Specialization = nullptr;
    auto Result = instantiate(S, Pattern, C, Facts, Specialization);
    if (auto *Variant = std::get_if<KernelVariant>(&Result)) {
      // A variant named by a spelling already emitted (a launch of `float`
      // next to the requested `float`) is the same instantiation.
      bool Seen = llvm::any_of(K.Variants, [&](const KernelVariant &V) {
        return V.Arguments == Variant->Arguments;
      });
      if (!Seen) {
        OnVariant(*Variant, *Specialization);
        K.Variants.push_back(std::move(*Variant));
        ++Accepted;
      }
      continue;
    }
    DroppedInstantiation Drop;
    const TemplateParameterList *Params = Pattern.getTemplateParameters();
    for (size_t I = 0; I < C.Spellings.size(); ++I)
      Drop.Arguments.push_back(
          {Params->getParam(I)->getNameAsString(), C.Spellings[I]});
    Drop.Reason = std::get<std::string>(Result);
    K.Dropped.push_back(std::move(Drop));
  }
}

} // namespace kx
