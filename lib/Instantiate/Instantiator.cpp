//===- Instantiator.cpp - Template kernels made concrete by Sema ----------===//

#include "ArgumentResolution.h"
#include "Candidates.h"
#include "Instantiation.h"
#include "NvccOverloads.h"
#include "Support/DiagnosticText.h"
#include "Support/LiftedLambda.h"
#include "Support/TemplateArgumentSpelling.h"
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
#include <numeric>
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

void addVariantOrigin(KernelVariant &V, llvm::StringRef Origin) {
  if (V.Origin != Origin)
    V.Origin = "both";
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

/// Emits the deferred host/device diagnostics (CUDA's checks of calls
/// across execution spaces, which Sema keeps for the end of the TU) of the
/// functions \p Root reaches, each once. Sema::emitDeferredDiags would emit
/// every one recorded so far, an earlier rejected candidate's too, and once
/// per use reaching it.
class DeferredDiagnosticsOfReach
    : public RecursiveASTVisitor<DeferredDiagnosticsOfReach> {
public:
  explicit DeferredDiagnosticsOfReach(Sema &S) : S(S) {}

  void emitFrom(FunctionDecl &Root) {
    add(&Root);
    while (!Work.empty()) {
      FunctionDecl *FD = Work.pop_back_val();
      emit(*FD);
      if (auto *Ctor = dyn_cast<CXXConstructorDecl>(FD))
        for (CXXCtorInitializer *Init : Ctor->inits())
          TraverseStmt(Init->getInit());
      if (Stmt *Body = FD->getBody())
        TraverseStmt(Body);
    }
  }

  bool shouldVisitImplicitCode() const { return true; }
  bool VisitDeclRefExpr(DeclRefExpr *E) {
    add(dyn_cast<FunctionDecl>(E->getDecl()));
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    add(dyn_cast<FunctionDecl>(E->getMemberDecl()));
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    add(E->getConstructor());
    return true;
  }
  bool VisitCXXNewExpr(CXXNewExpr *E) {
    add(E->getOperatorNew());
    add(E->getOperatorDelete());
    return true;
  }
  bool VisitCXXDeleteExpr(CXXDeleteExpr *E) {
    add(E->getOperatorDelete());
    return true;
  }
  bool VisitCXXDefaultArgExpr(CXXDefaultArgExpr *E) {
    TraverseStmt(E->getExpr());
    return true;
  }

private:
  void add(FunctionDecl *FD) {
    if (!FD || !Seen.insert(FD->getCanonicalDecl()).second)
      return;
    if (FunctionDecl *Definition = FD->getDefinition())
      FD = Definition;
    Work.push_back(FD);
  }

  void emit(FunctionDecl &FD) {
    auto It = S.DeviceDeferredDiags.find(&FD);
    if (It == S.DeviceDeferredDiags.end())
      return;
    for (const PartialDiagnosticAt &At : It->second) {
      DiagnosticBuilder Builder(
          S.Diags.Report(At.first, At.second.getDiagID()));
      At.second.Emit(Builder);
    }
  }

  Sema &S;
  llvm::DenseSet<const FunctionDecl *> Seen;
  llvm::SmallVector<FunctionDecl *, 16> Work;
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
/// - that nvcc finds ambiguous where clang picks the device overload
///   (`floor(__half)`).
/// And a variable with no elements (`bool preds[CTA / WARP - 4]` at a
/// crossing of launched values), which clang accepts as an extension and
/// nvcc rejects in device code.
class UncompilableCallFinder
    : public RecursiveASTVisitor<UncompilableCallFinder> {
public:
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitCallExpr(CallExpr *Call) {
    if (std::optional<std::string> Why = nvccAmbiguousCall(*Call)) {
      Ambiguous = std::move(*Why);
      return false;
    }
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
    return !found();
  }

  bool VisitVarDecl(VarDecl *Var) {
    for (QualType Type = Var->getType();
         const auto *Array = Var->getASTContext().getAsConstantArrayType(Type);
         Type = Array->getElementType())
      if (Array->getSize() == 0) {
        ZeroSized = Var->getNameAsString();
        return false;
      }
    return true;
  }

  // What Sema leaves of an erroneous declaration or expression.
  bool VisitDecl(Decl *D) { return noteInvalid(D->isInvalidDecl()); }
  bool VisitRecoveryExpr(RecoveryExpr *) { return noteInvalid(true); }

  bool found() const {
    return !Undefined.empty() || !Invalid.empty() || !Ambiguous.empty() ||
           !ZeroSized.empty();
  }

  std::string Undefined;
  std::string Invalid;
  std::string Ambiguous;
  std::string ZeroSized;

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

/// A parameter's type as written after substitution (`const float *`),
/// canonical where clang's printer loses the declarator's parentheses: a
/// pointer to an array substituted for `T *` prints `unsigned int *[32]`.
std::string parameterTypeSpelling(QualType Type, const PrintingPolicy &Policy) {
  QualType Canonical = Type.getCanonicalType();
  QualType Pointee = Canonical->getPointeeType();
  if (!Pointee.isNull() &&
      (Pointee->isArrayType() || Pointee->isFunctionType()))
    return Canonical.getAsString(Policy);
  return Type.getAsString(Policy);
}


/// Resolves \p C's spellings into \p Info; the reason when one names
/// nothing in the TU.
std::optional<std::string> spelledArguments(Sema &S,
                                            const FunctionTemplateDecl &Pattern,
                                            const Candidate &C,
                                            TemplateArgumentListInfo &Info) {
  ASTContext &Ctx = S.getASTContext();
  SourceLocation Loc = Pattern.getLocation();
  const TemplateParameterList *Params = Pattern.getTemplateParameters();
  for (size_t I = 0; I < C.Spellings.size(); ++I) {
    if (isa<TemplateTypeParmDecl>(Params->getParam(I))) {
      QualType Type = resolveType(S, C.Spellings[I]);
      if (Type.isNull())
        return fmt::format("type '{}' is not declared in this translation unit",
                           C.Spellings[I]);
      Info.addArgument(TemplateArgumentLoc(
          TemplateArgument(Type), Ctx.getTrivialTypeSourceInfo(Type, Loc)));
    } else {
      Expr *Value = nonTypeArgument(Ctx, C.Spellings[I], Loc);
      if (!Value)
        return fmt::format("'{}' names no constant of this translation unit",
                           C.Spellings[I]);
      Info.addArgument(TemplateArgumentLoc(TemplateArgument(Value), Value));
    }
  }
  return std::nullopt;
}

/// Instantiates one candidate; a variant, or the reason Sema gave.
std::variant<KernelVariant, std::string>
instantiate(Sema &S, FunctionTemplateDecl &Pattern, const Candidate &C,
            SourceFacts &Facts, const FunctionDecl *&Instantiated) {
  ASTContext &Ctx = S.getASTContext();
  SourceLocation Loc = Pattern.getLocation();
  TemplateParameterList *Params = Pattern.getTemplateParameters();
  CandidateDiagnostics Diagnostics(S.getDiagnostics());
  llvm::SmallVector<TemplateArgument, 4> Sugared, Canonical;
  FunctionDecl *Specialization = C.Existing;
  if (Specialization) {
    llvm::append_range(
        Canonical, Specialization->getTemplateSpecializationArgs()->asArray());
    Sugared = Canonical;
  } else {
    TemplateArgumentListInfo Info(Loc, Loc);
    if (std::optional<std::string> Unresolved =
            spelledArguments(S, Pattern, C, Info))
      return *Unresolved;
    if (S.CheckTemplateArgumentList(&Pattern, Loc, Info,
                                    /*PartialTemplateArgs=*/false, Sugared,
                                    Canonical) ||
        !Diagnostics.FirstError.empty())
      return Diagnostics.FirstError.empty() ? "invalid template arguments"
                                            : Diagnostics.FirstError;
    auto *Arguments = TemplateArgumentList::CreateCopy(Ctx, Canonical);
    Specialization = S.InstantiateFunctionDeclaration(&Pattern, Arguments, Loc);
  }
  if (Specialization && !Specialization->isInvalidDecl()) {
    S.InstantiateFunctionDefinition(Loc, Specialization, /*Recursive=*/true,
                                    /*DefinitionRequired=*/true);
    S.PerformPendingInstantiations();
    // Host/device call checks are deferred to the end of the TU in CUDA;
    // run them now for what this candidate reaches.
    DeferredDiagnosticsOfReach(S).emitFrom(*Specialization);
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
  if (!Callees.Ambiguous.empty())
    return Callees.Ambiguous;
  if (!Callees.ZeroSized.empty())
    return fmt::format("'{}' has no elements for these arguments (nvcc "
                       "rejects a zero-sized variable in device code)",
                       Callees.ZeroSized);

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
        {nameLiftedLambdas(parameterTypeSpelling(Param->getType(), Policy),
                           C.Lambdas),
         Param->getNameAsString()});

  if (std::optional<std::string> Text =
          substituteTemplateArguments(Pattern, Spellings, Facts)) {
    Variant.Style = "substituted";
    Variant.Text = std::move(*Text);
    return Variant;
  }
  // A parameter used inside a macro's definition: keep the template and
  // instantiate it explicitly.
  // An explicit instantiation repeats each parameter's __grid_constant__
  // (a macro to clang 19, so found in the written parameter's text).
  std::vector<std::string> ParamTypes;
  const FunctionDecl *Declared = Pattern.getTemplatedDecl();
  bool SameParameters =
      Declared->getNumParams() == Specialization->getNumParams();
  for (size_t I = 0; I < Variant.Parameters.size(); ++I) {
    bool GridConstant =
        SameParameters &&
        llvm::StringRef(
            Facts.text(Declared->getParamDecl(I)->getSourceRange()))
            .contains("__grid_constant__");
    ParamTypes.push_back(GridConstant
                             ? "__grid_constant__ " + Variant.Parameters[I].Type
                             : Variant.Parameters[I].Type);
  }
  Variant.Style = "explicit";
  // A pack's arguments are written one by one.
  std::vector<std::string> Written;
  for (size_t I = 0; I < Canonical.size(); ++I) {
    if (Canonical[I].getKind() != TemplateArgument::Pack) {
      Written.push_back(Spellings[I]);
      continue;
    }
    for (const TemplateArgument &Element : Canonical[I].pack_elements())
      Written.push_back(
          nameLiftedLambdas(spellTemplateArgument(Element, Ctx), C.Lambdas));
  }
  // Named as code can name it: no `(anonymous namespace)::`.
  std::string Name;
  llvm::raw_string_ostream NameOut(Name);
  PrintingPolicy Unwritten(Ctx.getLangOpts());
  Unwritten.SuppressUnwrittenScope = true;
  Pattern.printQualifiedName(NameOut, Unwritten);
  Variant.ExplicitInstantiation =
      fmt::format("template __global__ void {}<{}>({});", Name,
                  llvm::join(Written, ", "), llvm::join(ParamTypes, ", "));
  Variant.Text =
      Facts.text(SourceRange(Facts.declarationBegin(*Pattern.getTemplatedDecl()),
                             Pattern.getTemplatedDecl()->getEndLoc())) +
      "\n\n" + Variant.ExplicitInstantiation;
  return Variant;
}


/// Puts the variants and dropped instantiations made since \p FirstVariant
/// and \p FirstDropped in the order they are written.
template <typename RankOf>
void writeInOrder(Kernel &K, size_t FirstVariant,
                  llvm::ArrayRef<ptrdiff_t> VariantRank, size_t FirstDropped,
                  RankOf Rank) {
  std::vector<size_t> Order(VariantRank.size());
  std::iota(Order.begin(), Order.end(), 0);
  llvm::stable_sort(Order, [&](size_t A, size_t B) {
    return VariantRank[A] < VariantRank[B];
  });
  std::vector<KernelVariant> Sorted;
  for (size_t I : Order)
    Sorted.push_back(std::move(K.Variants[FirstVariant + I]));
  llvm::move(Sorted, K.Variants.begin() + FirstVariant);
  auto SpellingsOf = [](const DroppedInstantiation &D) {
    std::vector<std::string> Spellings;
    for (const TemplateArgumentValue &Arg : D.Arguments)
      Spellings.push_back(Arg.Spelling);
    return Spellings;
  };
  std::stable_sort(K.Dropped.begin() + FirstDropped, K.Dropped.end(),
                   [&](const DroppedInstantiation &A,
                       const DroppedInstantiation &B) {
                     return Rank(SpellingsOf(A)) < Rank(SpellingsOf(B));
                   });
}

} // namespace

void instantiateKernel(
    Sema &S, FunctionTemplateDecl &Pattern, llvm::ArrayRef<LaunchSite> Launches,
    const InstantiationOptions &Options, SourceFacts &Facts, Kernel &K,
    llvm::function_ref<void(KernelVariant &, const FunctionDecl &)>
        OnVariant) {
  using Mode = InstantiationOptions::Mode;
  // A pack is instantiated as the TU's own specializations have it only.
  bool HasPack = Pattern.getTemplateParameters()->hasParameterPack();
  // The project's own instantiations come first, so that the cap never
  // leaves a launched template without them.
  std::vector<Candidate> Candidates, Analogs;
  if (Options.Which != Mode::Requested) {
    // In launch order, each with the TU's specialization when it has one;
    // then the specializations of other uses.
    std::vector<Candidate> Own = projectSpecializations(Pattern, Facts);
    for (const LaunchSite &Site : Launches)
      for (const std::vector<std::string> &Args : Site.TemplateArguments) {
        auto Same = llvm::find_if(
            Own, [&](const Candidate &C) { return C.Spellings == Args; });
        if (Same != Own.end()) {
          Candidates.push_back(std::move(*Same));
          Own.erase(Same);
        } else if (!HasPack &&
                   llvm::none_of(Args, [](llvm::StringRef Arg) {
                     // A lambda's type: its specialization is among Own.
                     return Arg.contains("(lambda at ");
                   })) {
          Candidates.push_back({Args, "launch"});
        }
      }
    llvm::append_range(Candidates, Own);
  }
  if (HasPack) {
    if (Candidates.empty())
      K.NotInstantiated = "a template parameter pack is instantiated only "
                          "with the project's arguments, and this TU gives "
                          "none";
  } else if (Options.Which != Mode::Launched) {
    auto Requested =
        requestedCandidates(S.getASTContext(), Pattern, Launches, Options);
    std::vector<Candidate> Everywhere;
    if (auto *Reason = std::get_if<std::string>(&Requested))
      K.NotInstantiated = *Reason;
    else
      Everywhere = std::move(std::get<std::vector<Candidate>>(Requested));
    // The project's instantiations with a requested type in float's place
    // are tried before the requested types in every parameter, so that the
    // cap does not crowd them out; they are written after them.
    for (auto &Analog : launchAnalogs(S.getASTContext(), Pattern, Launches,
                                      Facts, Options))
      Analogs.push_back({std::move(Analog), "requested"});
    llvm::append_range(Candidates, Analogs);
    llvm::append_range(Candidates, Everywhere);
  }
  std::vector<std::vector<std::string>> WrittenOrder;
  for (const Candidate &C : Candidates)
    if (llvm::none_of(Analogs, [&](const Candidate &A) {
          return A.Spellings == C.Spellings;
        }))
      WrittenOrder.push_back(C.Spellings);
  for (const Candidate &C : Analogs)
    WrittenOrder.push_back(C.Spellings);
  auto Rank = [&](const std::vector<std::string> &Spellings) {
    return llvm::find(WrittenOrder, Spellings) - WrittenOrder.begin();
  };
  size_t FirstVariant = K.Variants.size(), FirstDropped = K.Dropped.size();
  std::vector<ptrdiff_t> VariantRank;

  // A candidate already tried, or a variant already made (a requested
  // `float` next to the launched `float`, or spelled with its defaults), is
  // the same instantiation: it only adds its origin.
  std::vector<std::pair<std::vector<std::string>, std::optional<size_t>>>
      Tried;
  unsigned Accepted = 0;
  for (const Candidate &C : Candidates) {
    auto Previous = llvm::find_if(
        Tried, [&](const auto &T) { return T.first == C.Spellings; });
    auto Earlier = [&](size_t Index) {
      if (Index >= FirstVariant)
        VariantRank[Index - FirstVariant] =
            std::min(VariantRank[Index - FirstVariant], Rank(C.Spellings));
    };
    if (Previous != Tried.end()) {
      if (Previous->second) {
        addVariantOrigin(K.Variants[*Previous->second], C.Origin);
        Earlier(*Previous->second);
      }
      continue;
    }
    Tried.push_back({C.Spellings, std::nullopt});
    if (!C.Unwritable.empty()) {
      K.Dropped.push_back(droppedInstantiation(Pattern, C, C.Unwritable));
      continue;
    }
    if (Accepted >= Options.MaxInstantiations) {
      ++K.CandidatesOverCap;
      continue;
    }
    const FunctionDecl *Specialization = nullptr;
    auto Result = instantiate(S, Pattern, C, Facts, Specialization);
    if (auto *Variant = std::get_if<KernelVariant>(&Result)) {
      auto Same = llvm::find_if(K.Variants, [&](const KernelVariant &V) {
        return V.Arguments == Variant->Arguments;
      });
      if (Same != K.Variants.end()) {
        addVariantOrigin(*Same, C.Origin);
        Tried.back().second = Same - K.Variants.begin();
        Earlier(*Tried.back().second);
        continue;
      }
      OnVariant(*Variant, *Specialization);
      Tried.back().second = K.Variants.size();
      K.Variants.push_back(std::move(*Variant));
      VariantRank.push_back(Rank(C.Spellings));
      ++Accepted;
      continue;
    }
    K.Dropped.push_back(
        droppedInstantiation(Pattern, C, std::get<std::string>(Result)));
  }
  writeInOrder(K, FirstVariant, VariantRank, FirstDropped, Rank);
}

} // namespace kx
