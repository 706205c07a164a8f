//===- ClosureWalk.cpp - What a kernel uses, found on the AST -------------===//

#include "ClosureWalk.h"
#include "CopiedForms.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/SaveAndRestore.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

namespace {

class ClosureBuilder : public RecursiveASTVisitor<ClosureBuilder> {
public:
  ClosureBuilder(const FunctionDecl &Kernel, SourceFacts &Facts,
                 const PreprocessorRecord &Record, const ProjectScope &Scope,
                 const ToolchainDirectories &Toolchain, StandaloneUnit &Unit)
      : Kernel(Kernel), Facts(Facts), SM(Facts.SM), Directives(Record),
        Origins(Facts, Scope, Toolchain), Unit(Unit) {}

  // The bodies walked are instantiated ones, where references are
  // resolved; a copied template's own text is walked as a pattern.
  bool shouldVisitTemplateInstantiations() const { return !WalkingPattern; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *Shadow = dyn_cast<UsingShadowDecl>(E->getFoundDecl()))
      useIntroducer(*Shadow);
    use(E->getDecl(), E->getLocation());
    return true;
  }
  // `#pragma unroll kUnroll`: a statement attribute, which the visitor
  // does not traverse by itself.
  bool VisitAttributedStmt(AttributedStmt *S) {
    for (const Attr *A : S->getAttrs())
      TraverseAttr(const_cast<Attr *>(A));
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    use(E->getMemberDecl(), E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructExpr(CXXConstructExpr *E) {
    use(E->getConstructor(), E->getLocation());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    for (const NamedDecl *Candidate : E->decls()) {
      // A toolchain overload of a dependent call (__shfl_down_sync for
      // __half) is chosen at instantiation, whose walk includes it.
      if (WalkingPattern &&
          originOf(Candidate->getLocation()) == Origin::Toolchain)
        continue;
      use(Candidate->getUnderlyingDecl(), E->getNameLoc());
    }
    return true;
  }
  bool VisitCallExpr(CallExpr *E) {
    if (const FunctionDecl *Callee = E->getDirectCallee())
      use(Callee, E->getBeginLoc());
    return true;
  }
  bool VisitExpr(Expr *E) {
    useType(E->getType(), E->getBeginLoc());
    return true;
  }
  bool VisitValueDecl(ValueDecl *D) {
    useType(D->getType(), D->getLocation());
    return true;
  }
  bool VisitTypeLoc(TypeLoc TL) {
    useType(TL.getType(), TL.getBeginLoc());
    return true;
  }
  bool VisitTypedefNameDecl(TypedefNameDecl *D) {
    useType(D->getUnderlyingType(), D->getLocation());
    return true;
  }

  /// `cg::` in copied code: a namespace alias is copied like any
  /// declaration, and the namespace it names is included when it is the
  /// toolchain's.
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc Qualifier) {
    for (NestedNameSpecifierLoc Q = Qualifier; Q; Q = Q.getPrefix())
      if (const NamespaceAliasDecl *Alias =
              Q.getNestedNameSpecifier()->getAsNamespaceAlias()) {
        use(Alias, Q.getLocalBeginLoc());
        const NamespaceDecl *Target = Alias->getNamespace();
        if (Target && originOf(Target->getLocation()) == Origin::Toolchain)
          includeDeclaringFile(Target);
        if (Target)
          QualifyingNamespaces.insert(Target->getPrimaryContext());
      } else if (const NamespaceDecl *Namespace =
                     Q.getNestedNameSpecifier()->getAsNamespace()) {
        QualifyingNamespaces.insert(Namespace->getPrimaryContext());
      }
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(Qualifier);
  }

  /// Walks the kernel and, transitively, what it uses; \p Template, the
  /// kernel's template when the unit writes it, as a pattern.
  void run(const FunctionTemplateDecl *Template) {
    Walked.insert(&Kernel);
    TraverseDecl(const_cast<FunctionDecl *>(&Kernel));
    if (Template)
      Patterns.push_back(Template);
    while (!Pending.empty() || !Patterns.empty()) {
      if (Pending.empty()) {
        walkPattern(Patterns.pop_back_val());
        continue;
      }
      auto [D, Declared] = Pending.pop_back_val();
      llvm::SaveAndRestore OnlyDeclared(ReachedFromPattern, Declared);
      const auto *Record = dyn_cast<CXXRecordDecl>(D);
      if (Record && originOf(Record->getLocation()) == Origin::ThirdParty)
        walkLibraryRecord(*Record);
      else
        TraverseDecl(const_cast<Decl *>(D));
    }
    copyUsingDirectives();
    copyLibraryUsingDirectives();
    findUnusedLibraryMembers();
  }

  ClosureWalk Result;

private:
  /// A copied project template is written as its pattern, and nvcc
  /// parses all of it: also what no instantiation in use reaches (a
  /// member template nothing calls, an `if constexpr` branch not taken, a
  /// dependent call such as `vec_cast<T, U>::cast`). What the pattern
  /// names is walked with its dependent names unresolved.
  void walkPattern(const Decl *Template) {
    llvm::SaveAndRestore InPattern(WalkingPattern, true);
    TraverseDecl(const_cast<Decl *>(Template));
  }

  /// Of a library class, what every use needs: its bases, fields, types and
  /// enums. Its member functions and static members are walked when used.
  void walkLibraryRecord(const CXXRecordDecl &Record) {
    if (!Record.hasDefinition())
      return;
    for (const CXXBaseSpecifier &Base : Record.bases())
      useType(Base.getType(), Base.getBaseTypeLoc());
    for (const Decl *Member : Record.decls())
      if (!isPrunable(Member))
        TraverseDecl(const_cast<Decl *>(Member));
  }

  void findUnusedLibraryMembers() {
    for (const Decl *D : Result.Copied) {
      const CXXRecordDecl *Record = writtenRecord(D);
      if (!Record || originOf(D->getLocation()) != Origin::ThirdParty)
        continue;
      for (const Decl *Member : Record->decls()) {
        if (!isPrunable(Member) || Member->isImplicit())
          continue;
        const Decl *Written = Member;
        if (const auto *Template = dyn_cast<FunctionTemplateDecl>(Member))
          Written = Template->getCanonicalDecl();
        else if (isa<FunctionDecl, VarDecl>(Member))
          Written = Member->getCanonicalDecl();
        if (!UsedMembers.count(Written))
          Result.UnusedLibraryMembers.push_back(Member);
      }
    }
  }

  /// A declaration's text can be copied when it is all in one file: it
  /// begins and ends there, and holds no #include (an X-macro list).
  bool copyable(const Decl *D) {
    SourceLocation Begin = SM.getExpansionLoc(D->getBeginLoc());
    SourceLocation End = SM.getExpansionRange(D->getEndLoc()).getEnd();
    if (SM.getFileID(Begin) != SM.getFileID(End) ||
        SM.isBeforeInTranslationUnit(End, Begin))
      return false;
    return llvm::none_of(Directives.Inclusions, [&](const auto &Entry) {
      SourceLocation Hash = Entry.second.HashLoc;
      return SM.getFileID(Hash) == SM.getFileID(Begin) &&
             !SM.isBeforeInTranslationUnit(Hash, Begin) &&
             SM.isBeforeInTranslationUnit(Hash, End);
    });
  }

  /// A copied template's parameter list names declarations the unit needs:
  /// in default arguments (`class PtrTraits = DefaultPtrTraits`) and in the
  /// types of non-type parameters (`reduction_func_t F`).
  void useTemplateParameters(const Decl *D) {
    const TemplateParameterList *Params = nullptr;
    if (const auto *Template = dyn_cast<TemplateDecl>(D))
      Params = Template->getTemplateParameters();
    if (!Params)
      return;
    for (const NamedDecl *Param : *Params) {
      const TemplateArgumentLoc *Default = nullptr;
      if (const auto *Type = dyn_cast<TemplateTypeParmDecl>(Param))
        Default =
            Type->hasDefaultArgument() ? &Type->getDefaultArgument() : nullptr;
      else if (const auto *Value = dyn_cast<NonTypeTemplateParmDecl>(Param))
        Default = Value->hasDefaultArgument() ? &Value->getDefaultArgument()
                                              : nullptr;
      else if (const auto *Tmpl = dyn_cast<TemplateTemplateParmDecl>(Param))
        Default =
            Tmpl->hasDefaultArgument() ? &Tmpl->getDefaultArgument() : nullptr;
      // `template <reduction_func_t F>`: the parameter's type too.
      if (const auto *Value = dyn_cast<NonTypeTemplateParmDecl>(Param))
        useType(Value->getType(), Value->getLocation());
      if (!Default)
        continue;
      const TemplateArgument &Arg = Default->getArgument();
      if (Arg.getKind() == TemplateArgument::Template)
        use(Arg.getAsTemplate().getAsTemplateDecl(), Default->getLocation());
      else
        TraverseTemplateArgumentLoc(*Default);
    }
  }

  /// `using namespace x;` and `using x::y;` written before the kernel, at
  /// file scope or in a project namespace (`namespace flashinfer { using
  /// cp_async::PrefetchMode; }`): name lookup in the copied code depends on
  /// them. Only those naming what the unit has: a toolchain declaration, a
  /// project namespace, or a declaration the unit copied.
  void copyUsingDirectives() {
    SourceLocation KernelBegin = Facts.declarationBegin(Kernel);
    llvm::SmallVector<const DeclContext *, 8> Contexts = {
        Facts.Context.getTranslationUnitDecl()};
    while (!Contexts.empty())
      for (const Decl *D : Contexts.pop_back_val()->decls()) {
        if (originOf(D->getLocation()) != Origin::Project ||
            !SM.isBeforeInTranslationUnit(D->getLocation(), KernelBegin))
          continue;
        if (const auto *Namespace = dyn_cast<NamespaceDecl>(D))
          Contexts.push_back(Namespace);
        else
          copyUsing(D);
      }
  }

  void copyUsing(const Decl *D) {
    const NamedDecl *Target = nullptr;
    if (const auto *Directive = dyn_cast<UsingDirectiveDecl>(D))
      Target = Directive->getNominatedNamespace();
    else if (const auto *Using = dyn_cast<UsingDecl>(D))
      Target = Using->shadow_size() ? Using->shadow_begin()->getTargetDecl()
                                    : nullptr;
    if (!Target)
      return;
    Origin TargetOrigin = originOf(Target->getLocation());
    // A name only when the unit copied it (`using
    // at::PackedTensorAccessor64;`); a namespace of the project is
    // declared by whatever the unit copies from it.
    bool Available = TargetOrigin == Origin::Toolchain ||
                     (TargetOrigin == Origin::Project &&
                      isa<NamespaceDecl>(Target) &&
                      copiesFrom(cast<NamespaceDecl>(*Target))) ||
                     Seen.count(emittedDecl(Target));
    if (!Available || !Seen.insert(D).second)
      return;
    Result.Copied.push_back(D);
    // The namespace must be declared: `using namespace
    // cooperative_groups;` needs its header even if nothing else does.
    if (TargetOrigin == Origin::Toolchain)
      includeDeclaringFile(Target);
  }

  /// `at::Half` in copied code, where a library wrote `namespace at {
  /// using namespace c10; }`: a name qualified by a namespace, or used
  /// inside one, finds what the unit copies through that namespace's
  /// using-directives, which the unit copies too. (The project's own are
  /// copyUsingDirectives'.)
  void copyLibraryUsingDirectives() {
    llvm::SetVector<const DeclContext *> Namespaces(
        QualifyingNamespaces.begin(), QualifyingNamespaces.end());
    for (const Decl *D : Result.Copied)
      for (const DeclContext *Context = D->getDeclContext(); Context;
           Context = Context->getParent())
        if (isa<NamespaceDecl, TranslationUnitDecl>(Context))
          Namespaces.insert(Context->getPrimaryContext());
    for (const DeclContext *Namespace : Namespaces)
      for (const UsingDirectiveDecl *Directive :
           Namespace->using_directives()) {
        const NamespaceDecl *Target = Directive->getNominatedNamespace();
        if (originOf(Directive->getLocation()) != Origin::ThirdParty ||
            !Target || !copiesFrom(*Target) || !copyable(Directive) ||
            !Seen.insert(Directive).second)
          continue;
        Result.Copied.push_back(Directive);
      }
  }

  /// `at::Half` in copied code, where a library wrote `namespace at {
  /// using c10::Half; }`: the name is found through that using-declaration,
  /// which the unit copies too (the target is copied by its own use).
  void useIntroducer(const UsingShadowDecl &Shadow) {
    const BaseUsingDecl *Using = Shadow.getIntroducer();
    if (!Using || !Using->getDeclContext()->isFileContext() ||
        !isCopied(originOf(Using->getLocation())) || !copyable(Using) ||
        !Seen.insert(Using).second)
      return;
    Result.Copied.push_back(Using);
    if (originOf(Shadow.getTargetDecl()->getLocation()) == Origin::Toolchain)
      includeDeclaringFile(Shadow.getTargetDecl());
  }

  /// Whether the unit declares \p Namespace: it copies something from it.
  bool copiesFrom(const NamespaceDecl &Namespace) const {
    return llvm::any_of(Result.Copied, [&](const Decl *D) {
      return !isa<UsingDirectiveDecl, UsingDecl>(D) &&
             Namespace.Encloses(D->getDeclContext());
    });
  }

  /// #includes the file that declares \p D (for a namespace, its first
  /// declaration).
  void includeDeclaringFile(const Decl *D) {
    D = D->getCanonicalDecl();
    Result.IncludedFiles.insert(
        SM.getFileID(SM.getExpansionLoc(D->getLocation())));
  }

  Origin originOf(SourceLocation Loc) { return Origins.of(Loc); }

  /// Whether \p Loc comes from the body of a library macro that the unit
  /// defines in standard terms (not from an argument the caller wrote).
  bool inStandardlySpelledMacro(SourceLocation Loc) {
    while (Loc.isMacroID()) {
      if (SM.isMacroArgExpansion(Loc)) {
        Loc = SM.getImmediateSpellingLoc(Loc);
        continue;
      }
      llvm::StringRef Name =
          Lexer::getImmediateMacroName(Loc, SM, Facts.Context.getLangOpts());
      if (standardSpelling(Name) &&
          originOf(SM.getSpellingLoc(Loc)) == Origin::ThirdParty)
        return true;
      Loc = SM.getImmediateMacroCallerLoc(Loc);
    }
    return false;
  }

  /// Whose code is copied into a unit: the project's and the libraries'.
  static bool isCopied(Origin O) {
    return O == Origin::Project || O == Origin::ThirdParty;
  }

  bool isLocal(const Decl *D) {
    const DeclContext *Context = D->getDeclContext();
    if (isa<ParmVarDecl, TemplateTypeParmDecl, NonTypeTemplateParmDecl,
            TemplateTemplateParmDecl>(D))
      return true;
    // A local variable or type: part of the body that is copied anyway.
    // (A block-scope extern, `extern __shared__ float s[];`, belongs to
    // the enclosing namespace but is written in the body.)
    return Context->isFunctionOrMethod() ||
           D->getLexicalDeclContext()->isFunctionOrMethod();
  }

  void use(const Decl *D, SourceLocation UseLoc) {
    if (!D || isLocal(D) || isa<NamespaceDecl>(D) || D->isImplicit() ||
        inStandardlySpelledMacro(UseLoc))
      return;
    if (const auto *Function = dyn_cast<FunctionDecl>(D))
      if (Function->getBuiltinID()) {
        includeLibraryBuiltin(*Function);
        return;
      }
    if (isa<CXXRecordDecl>(D->getDeclContext()))
      UsedMembers.insert(memberPattern(D));
    const Decl *Emitted = emittedDecl(D);
    // A lambda's call operator: the lambda is part of the text that uses it.
    if (isLocal(Emitted))
      return;
    // What only a pattern reaches of a library is left to the library's
    // instantiations in use: its other paths reach deep into it (c10's
    // message builders).
    if (reachedFromPattern() &&
        originOf(Emitted->getLocation()) == Origin::ThirdParty)
      return;
    // Walk what the project instantiated (resolved names), once each. What
    // a toolchain header declares comes with its #include: not walked.
    if (!isCopied(originOf(Emitted->getLocation())))
      Walked.insert(D);
    if (Walked.insert(D).second)
      walkLater(D);
    copyOutOfLineDefinition(D);
    if (Emitted == &Kernel ||
        Emitted == Kernel.getDescribedFunctionTemplate() ||
        Emitted == Kernel.getPrimaryTemplate())
      return;
    if (!Seen.insert(Emitted).second)
      return;
    SourceLocation Loc = Emitted->getLocation();
    switch (originOf(Loc)) {
    case Origin::Builtin:
      return;
    case Origin::Toolchain:
      Result.IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
      return;
    case Origin::ThirdParty:
      // A library's declaration is copied like the project's own, unless
      // its text cannot be: then the unit needs the library itself.
      if (!copyable(Emitted)) {
        Result.IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
        block(fmt::format("'{}' is declared in a third-party header ({}) "
                          "and cannot be copied",
                          qualifiedName(Emitted), Facts.realPath(Loc).str()));
        return;
      }
      if (!llvm::is_contained(Unit.LibraryDeclarations, qualifiedName(Emitted)))
        Unit.LibraryDeclarations.push_back(qualifiedName(Emitted));
      break;
    case Origin::Project:
      break;
    }
    // What only a pattern names needs its declaration, not its definition.
    if (!reachedFromPattern())
      checkDefinedHere(Emitted);
    Result.Copied.push_back(Emitted);
    // A library template's text is walked through its instantiations
    // only: its unused paths reach deep into the library (c10's message
    // builders).
    if (isa<TemplateDecl, ClassTemplatePartialSpecializationDecl>(Emitted) &&
        originOf(Emitted->getLocation()) == Origin::Project)
      Patterns.push_back(Emitted);
    useTemplateParameters(Emitted);
    if (Emitted != D && Walked.insert(Emitted).second)
      walkLater(Emitted);
    // A prototype written before the definition: callers may precede the
    // definition in source order.
    // (Not for specializations: their first declaration is the one Sema
    // made from the primary template, which is not written anywhere.)
    const Decl *First = Emitted->getCanonicalDecl();
    const auto *FirstFunction = dyn_cast<FunctionDecl>(First);
    if (First != Emitted && isCopied(originOf(First->getLocation())) &&
        (!FirstFunction ||
         FirstFunction->getTemplateSpecializationKind() == TSK_Undeclared) &&
        Seen.insert(First).second)
      Result.Copied.push_back(First);
    // An explicit specialization needs its primary template declared.
    if (const auto *Function = dyn_cast<FunctionDecl>(D))
      if (Function->getTemplateSpecializationKind() ==
              TSK_ExplicitSpecialization &&
          Function->getPrimaryTemplate()) {
        const FunctionTemplateDecl *Primary = Function->getPrimaryTemplate();
        use(Primary, UseLoc);
        if (Walked.insert(Primary->getTemplatedDecl()).second)
          Pending.push_back(
              {Primary->getTemplatedDecl(), reachedFromPattern()});
      }
  }

  /// A C library function that clang also knows as a builtin (printf,
  /// memcpy): the device-side declaration clang's CUDA wrapper makes is an
  /// overload of the C library's, and nvcc knows neither without the C
  /// header. The unit includes the header the TU declared the name in.
  void includeLibraryBuiltin(const FunctionDecl &Function) {
    if (!Function.getDeclContext()->getRedeclContext()->isTranslationUnit())
      return;
    for (const NamedDecl *Declaration :
         Facts.Context.getTranslationUnitDecl()->lookup(
             Function.getDeclName())) {
      SourceLocation Loc = Declaration->getLocation();
      if (Loc.isValid() && originOf(Loc) == Origin::Toolchain)
        Result.IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
    }
  }

  /// A member function or static data member defined outside its class:
  /// the class's text does not hold the definition.
  void copyOutOfLineDefinition(const Decl *D) {
    const Decl *Definition = nullptr;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(D)) {
      const FunctionDecl *Function = Method;
      if (const FunctionDecl *Pattern =
              Method->getTemplateInstantiationPattern())
        Function = Pattern;
      if (const FunctionDecl *Def = Function->getDefinition();
          Def && Def->isOutOfLine())
        Definition =
            Def->getDescribedFunctionTemplate()
                ? static_cast<const Decl *>(Def->getDescribedFunctionTemplate())
                : Def;
    } else if (const auto *Var = dyn_cast<VarDecl>(D)) {
      if (const VarDecl *Def = Var->getDefinition();
          Def && Var->isStaticDataMember() && Def->isOutOfLine())
        Definition = Def;
    }
    if (!Definition || !isCopied(originOf(Definition->getLocation())) ||
        !Seen.insert(Definition).second)
      return;
    Result.Copied.push_back(Definition);
    // Its body is on that declaration, not on the one in the class.
    if (const auto *Function = dyn_cast<FunctionDecl>(Definition);
        Function && Walked.insert(Function).second)
      Pending.push_back({Function, reachedFromPattern()});
  }

  /// Schedules a declaration's own dependencies: for instantiations, the
  /// instantiated declaration (resolved), else the declaration itself.
  void walkLater(const Decl *D) {
    // A template's specializations in use are walked instead.
    if (isa<FunctionTemplateDecl, ClassTemplateDecl>(D))
      return;
    Pending.push_back({D, reachedFromPattern()});
  }

  /// Whether what is being walked was reached only through a template's
  /// text that no instantiation in use holds: what it needs must be
  /// declared for the unit to compile, not defined.
  bool reachedFromPattern() const {
    return WalkingPattern || ReachedFromPattern;
  }

  void useType(QualType Type, SourceLocation Loc) {
    for (int Depth = 0; !Type.isNull() && Depth < 16; ++Depth) {
      const clang::Type *T = Type.getTypePtr();
      if (const auto *Typedef = dyn_cast<TypedefType>(T))
        return use(Typedef->getDecl(), Loc);
      if (const auto *Using = dyn_cast<UsingType>(T)) {
        useIntroducer(*Using->getFoundDecl());
        return useType(Using->desugar(), Loc);
      }
      if (const auto *Elaborated = dyn_cast<ElaboratedType>(T)) {
        Type = Elaborated->getNamedType();
        continue;
      }
      if (const auto *Record = T->getAsTagDecl())
        if (!isa<TemplateSpecializationType>(T))
          return use(Record, Loc);
      if (const auto *Spec = dyn_cast<TemplateSpecializationType>(T)) {
        for (const TemplateArgument &Arg : Spec->template_arguments())
          if (Arg.getKind() == TemplateArgument::Type)
            useType(Arg.getAsType(), Loc);
          else if (Arg.getKind() == TemplateArgument::Template)
            use(Arg.getAsTemplate().getAsTemplateDecl(), Loc);
        if (TemplateDecl *Template =
                Spec->getTemplateName().getAsTemplateDecl())
          use(Template, Loc);
        if (Spec->isTypeAlias())
          Type = Spec->getAliasedType();
        else if (const TagDecl *Tag = Spec->getAsTagDecl())
          return use(Tag, Loc);
        else
          return;
        continue;
      }
      if (const auto *Subst = dyn_cast<SubstTemplateTypeParmType>(T)) {
        Type = Subst->getReplacementType();
        continue;
      }
      if (const auto *Function = T->getAs<FunctionProtoType>()) {
        for (QualType Param : Function->getParamTypes())
          useType(Param, Loc);
        Type = Function->getReturnType();
        continue;
      }
      if (T->isPointerType() || T->isReferenceType()) {
        Type = T->getPointeeType();
        continue;
      }
      if (const ArrayType *Array = Type->getAsArrayTypeUnsafe()) {
        Type = Array->getElementType();
        continue;
      }
      QualType Next = Type.getSingleStepDesugaredType(Facts.Context);
      if (Next == Type)
        return;
      Type = Next;
    }
  }

  void checkDefinedHere(const Decl *D) {
    if (const auto *Var = dyn_cast<VarDecl>(D)) {
      // Dynamic shared memory is declared extern and defined by no one:
      // its size is the launch's.
      if (!Var->getDefinition() && Var->hasExternalStorage() &&
          !Var->hasAttr<CUDASharedAttr>())
        block(fmt::format("'{}' is an extern symbol defined in another "
                          "translation unit",
                          Var->getQualifiedNameAsString()));
    } else if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
      if (!Function->isDefined())
        block(fmt::format("'{}' is defined in another translation unit",
                          Function->getQualifiedNameAsString()));
    }
  }

  static std::string qualifiedName(const Decl *D) {
    if (const auto *Named = dyn_cast<NamedDecl>(D))
      return Named->getQualifiedNameAsString();
    return "a declaration";
  }

  void block(std::string Reason) {
    Unit.SelfContained = false;
    if (!llvm::is_contained(Unit.Blockers, Reason))
      Unit.Blockers.push_back(std::move(Reason));
  }

  const FunctionDecl &Kernel;
  SourceFacts &Facts;
  SourceManager &SM;
  const PreprocessorRecord &Directives;
  OriginClassifier Origins;
  StandaloneUnit &Unit;
  llvm::SmallPtrSet<const Decl *, 32> Walked, Seen;
  /// Members used, as written in their class (see memberPattern).
  llvm::SmallPtrSet<const Decl *, 32> UsedMembers;
  /// Namespaces that qualify a name in walked code (`at::` of `at::Half`).
  llvm::SmallSetVector<const DeclContext *, 8> QualifyingNamespaces;
  /// Declarations to walk, and whether they were reached from a pattern.
  llvm::SmallVector<std::pair<const Decl *, bool>, 16> Pending;
  bool ReachedFromPattern = false;
  /// Copied templates whose own text is still to be walked.
  llvm::SmallVector<const Decl *, 8> Patterns;
  bool WalkingPattern = false;
};

} // namespace

const LibraryMacroSpelling *standardSpelling(llvm::StringRef Name) {
  // PyTorch's device assertion calls __assert_fail through c10's macros;
  // it means assert().
  static const LibraryMacroSpelling Spellings[] = {
      {"CUDA_KERNEL_ASSERT", "#define CUDA_KERNEL_ASSERT(cond) assert(cond)",
       "<cassert>"},
  };
  for (const LibraryMacroSpelling &Spelling : Spellings)
    if (Spelling.Name == Name)
      return &Spelling;
  return nullptr;
}

ClosureWalk walkClosure(const FunctionDecl &Kernel, SourceFacts &Facts,
                        const PreprocessorRecord &Record,
                        const ProjectScope &Scope,
                        const ToolchainDirectories &Toolchain,
                        StandaloneUnit &Unit, bool KernelAsTemplate) {
  ClosureBuilder Builder(Kernel, Facts, Record, Scope, Toolchain, Unit);
  Builder.run(KernelAsTemplate ? Kernel.getPrimaryTemplate() : nullptr);
  return std::move(Builder.Result);
}

} // namespace kx
