//===- Closure.cpp - A kernel with everything it needs, alone -------------===//

#include "kernel-extract/Closure.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

namespace {

/// The declaration whose text is copied for \p D: the outermost record of
/// a member, the template of a pattern, the enum of an enumerator.
const Decl *emittedDecl(const Decl *D) {
  if (const auto *Constant = dyn_cast<EnumConstantDecl>(D))
    D = cast<Decl>(Constant->getDeclContext());
  // Members belong to their outermost class.
  while (const auto *Record = dyn_cast<CXXRecordDecl>(D->getDeclContext()))
    D = Record;
  if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
    if (const FunctionDecl *Pattern = Function->getTemplateInstantiationPattern())
      Function = Pattern;
    if (const FunctionDecl *Definition = Function->getDefinition())
      Function = Definition;
    if (const FunctionTemplateDecl *Template =
            Function->getDescribedFunctionTemplate())
      return Template;
    return Function;
  }
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D)) {
    if (Spec->getSpecializationKind() == TSK_ExplicitSpecialization)
      return Spec;
    auto Pattern = Spec->getSpecializedTemplateOrPartial();
    if (auto *Partial = Pattern.dyn_cast<ClassTemplatePartialSpecializationDecl *>())
      return Partial;
    return Pattern.get<ClassTemplateDecl *>();
  }
  if (const auto *Record = dyn_cast<CXXRecordDecl>(D)) {
    if (const TypedefNameDecl *Name = Record->getTypedefNameForAnonDecl())
      return Name;
    if (const CXXRecordDecl *Definition = Record->getDefinition())
      Record = Definition;
    if (const ClassTemplateDecl *Template = Record->getDescribedClassTemplate())
      return Template;
    return Record;
  }
  if (const auto *Tag = dyn_cast<TagDecl>(D)) {
    // `typedef struct { ... } Options;` is written once, as the typedef.
    if (const TypedefNameDecl *Name = Tag->getTypedefNameForAnonDecl())
      return Name;
    if (const TagDecl *Definition = Tag->getDefinition())
      return Definition;
  }
  if (const auto *Var = dyn_cast<VarDecl>(D))
    if (const VarDecl *Definition = Var->getDefinition())
      return Definition;
  return D;
}

class ClosureBuilder : public RecursiveASTVisitor<ClosureBuilder> {
public:
  ClosureBuilder(const FunctionDecl &Kernel, SourceFacts &Facts,
                 const ProjectScope &Scope,
                 const ToolchainDirectories &Toolchain, StandaloneUnit &Unit)
      : Kernel(Kernel), Facts(Facts), SM(Facts.SM),
        Origins(Facts, Scope, Toolchain), Unit(Unit) {}

  // The bodies walked are instantiated ones: references are resolved.
  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    use(E->getDecl(), E->getLocation());
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
    for (const NamedDecl *Candidate : E->decls())
      use(Candidate->getUnderlyingDecl(), E->getNameLoc());
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

  /// Walks the kernel and, transitively, what it uses.
  void run() {
    Walked.insert(&Kernel);
    TraverseDecl(const_cast<FunctionDecl *>(&Kernel));
    while (!Pending.empty()) {
      const Decl *D = Pending.pop_back_val();
      TraverseDecl(const_cast<Decl *>(D));
    }
    copyUsingDirectives();
  }

  /// Declarations to copy, by their emitted form, in TU order.
  std::vector<const Decl *> Copied;
  /// Files whose declarations are #included.
  llvm::SetVector<FileID> IncludedFiles;
  /// Where copied code is, to find the macros it expands.
  std::vector<std::pair<SourceLocation, SourceLocation>> CopiedRanges;

private:
  /// `using namespace x;` and `using x::y;` written at file scope before
  /// the kernel: name lookup in the copied code depends on them. Only those
  /// naming what the unit has (project or toolchain declarations).
  void copyUsingDirectives() {
    SourceLocation KernelBegin = Facts.declarationBegin(Kernel);
    for (const Decl *D : Facts.Context.getTranslationUnitDecl()->decls()) {
      const NamedDecl *Target = nullptr;
      if (const auto *Directive = dyn_cast<UsingDirectiveDecl>(D))
        Target = Directive->getNominatedNamespace();
      else if (const auto *Using = dyn_cast<UsingDecl>(D))
        Target = Using->shadow_size() ? Using->shadow_begin()->getTargetDecl()
                                      : nullptr;
      if (!Target || originOf(D->getLocation()) != Origin::Project ||
          !SM.isBeforeInTranslationUnit(D->getLocation(), KernelBegin))
        continue;
      Origin TargetOrigin = originOf(Target->getLocation());
      if ((TargetOrigin == Origin::Project ||
           TargetOrigin == Origin::Toolchain) &&
          Seen.insert(D).second)
        Copied.push_back(D);
    }
  }

  Origin originOf(SourceLocation Loc) { return Origins.of(Loc); }

  bool isLocal(const Decl *D) {
    const DeclContext *Context = D->getDeclContext();
    if (isa<ParmVarDecl>(D) || isa<TemplateTypeParmDecl>(D) ||
        isa<NonTypeTemplateParmDecl>(D))
      return true;
    // A local variable or type: part of the body that is copied anyway.
    return Context->isFunctionOrMethod();
  }

  void use(const Decl *D, SourceLocation UseLoc) {
    if (!D || isLocal(D) || isa<NamespaceDecl>(D) || D->isImplicit())
      return;
    if (const auto *Function = dyn_cast<FunctionDecl>(D))
      if (Function->getBuiltinID())
        return;
    // Walk what the project instantiated (resolved names), once each.
    if (Walked.insert(D).second)
      walkLater(D);
    copyOutOfLineDefinition(D);
    const Decl *Emitted = emittedDecl(D);
    if (Emitted == &Kernel || Emitted == Kernel.getDescribedFunctionTemplate() ||
        Emitted == Kernel.getPrimaryTemplate())
      return;
    if (!Seen.insert(Emitted).second)
      return;
    SourceLocation Loc = Emitted->getLocation();
    switch (originOf(Loc)) {
    case Origin::Builtin:
      return;
    case Origin::Toolchain:
      IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
      return;
    case Origin::ThirdParty:
      IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
      block(fmt::format("'{}' is declared in a third-party header ({})",
                        qualifiedName(Emitted),
                        Facts.realPath(Loc).str()));
      return;
    case Origin::Project:
      break;
    }
    checkDefinedHere(Emitted);
    Copied.push_back(Emitted);
    if (Emitted != D && Walked.insert(Emitted).second)
      walkLater(Emitted);
    // A prototype written before the definition: callers may precede the
    // definition in source order.
    // (Not for specializations: their first declaration is the one Sema
    // made from the primary template, which is not written anywhere.)
    const Decl *First = Emitted->getCanonicalDecl();
    const auto *FirstFunction = dyn_cast<FunctionDecl>(First);
    if (First != Emitted && originOf(First->getLocation()) == Origin::Project &&
        (!FirstFunction || FirstFunction->getTemplateSpecializationKind() ==
                               TSK_Undeclared) &&
        Seen.insert(First).second)
      Copied.push_back(First);
    // An explicit specialization needs its primary template declared.
    if (const auto *Function = dyn_cast<FunctionDecl>(D))
      if (Function->getTemplateSpecializationKind() ==
              TSK_ExplicitSpecialization &&
          Function->getPrimaryTemplate()) {
        const FunctionTemplateDecl *Primary = Function->getPrimaryTemplate();
        use(Primary, UseLoc);
        if (Walked.insert(Primary->getTemplatedDecl()).second)
          Pending.push_back(Primary->getTemplatedDecl());
      }
  }

  /// A member function or static data member defined outside its class:
  /// the class's text does not hold the definition.
  void copyOutOfLineDefinition(const Decl *D) {
    const Decl *Definition = nullptr;
    if (const auto *Method = dyn_cast<CXXMethodDecl>(D)) {
      const FunctionDecl *Function = Method;
      if (const FunctionDecl *Pattern = Method->getTemplateInstantiationPattern())
        Function = Pattern;
      if (const FunctionDecl *Def = Function->getDefinition();
          Def && Def->isOutOfLine())
        Definition = Def->getDescribedFunctionTemplate()
                         ? static_cast<const Decl *>(
                               Def->getDescribedFunctionTemplate())
                         : Def;
    } else if (const auto *Var = dyn_cast<VarDecl>(D)) {
      if (const VarDecl *Def = Var->getDefinition();
          Def && Var->isStaticDataMember() && Def->isOutOfLine())
        Definition = Def;
    }
    if (!Definition || originOf(Definition->getLocation()) != Origin::Project ||
        !Seen.insert(Definition).second)
      return;
    Copied.push_back(Definition);
    // Its body is on that declaration, not on the one in the class.
    if (const auto *Function = dyn_cast<FunctionDecl>(Definition);
        Function && Walked.insert(Function).second)
      Pending.push_back(Function);
  }

  /// Schedules a declaration's own dependencies: for instantiations, the
  /// instantiated declaration (resolved), else the declaration itself.
  void walkLater(const Decl *D) {
    // A template's specializations in use are walked instead.
    if (isa<FunctionTemplateDecl, ClassTemplateDecl>(D))
      return;
    Pending.push_back(D);
  }

  void useType(QualType Type, SourceLocation Loc) {
    for (int Depth = 0; !Type.isNull() && Depth < 16; ++Depth) {
      const clang::Type *T = Type.getTypePtr();
      if (const auto *Typedef = dyn_cast<TypedefType>(T))
        return use(Typedef->getDecl(), Loc);
      if (const auto *Using = dyn_cast<UsingType>(T))
        return useType(Using->desugar(), Loc);
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
      if (!Var->getDefinition() && Var->hasExternalStorage())
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
  OriginClassifier Origins;
  StandaloneUnit &Unit;
  llvm::SmallPtrSet<const Decl *, 32> Walked, Seen;
  llvm::SmallVector<const Decl *, 16> Pending;
};

/// The first token of a declaration to copy, template header included.
SourceLocation copyBegin(const Decl *D, SourceFacts &Facts) {
  if (const auto *Function = dyn_cast<FunctionDecl>(D))
    return Facts.declarationBegin(*Function);
  if (const auto *Template = dyn_cast<FunctionTemplateDecl>(D))
    return Facts.declarationBegin(*Template->getTemplatedDecl());
  SourceLocation Begin = Facts.SM.getExpansionLoc(D->getBeginLoc());
  // `template <>` of an explicit specialization.
  if (const auto *Spec = dyn_cast<ClassTemplateSpecializationDecl>(D))
    if (Spec->getTemplateKeywordLoc().isValid())
      Begin = Facts.SM.getExpansionLoc(Spec->getTemplateKeywordLoc());
  return Begin;
}

/// [Begin, End) offsets of a declaration, its closing `;` included.
std::tuple<FileID, unsigned, unsigned> copyRange(const Decl *D,
                                                 SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  const LangOptions &LO = Facts.Context.getLangOpts();
  SourceLocation Begin = copyBegin(D, Facts);
  SourceLocation Last = SM.getExpansionRange(D->getEndLoc()).getEnd();
  SourceLocation End = Lexer::getLocForEndOfToken(Last, 0, SM, LO);
  std::optional<Token> Next = Lexer::findNextToken(Last, SM, LO);
  if (Next && Next->is(tok::semi))
    End = Next->getEndLoc();
  auto [File, BeginOffset] = SM.getDecomposedLoc(Begin);
  auto [EndFile, EndOffset] = SM.getDecomposedLoc(End);
  if (EndFile != File || EndOffset < BeginOffset)
    return {File, BeginOffset, BeginOffset};
  return {File, BeginOffset, EndOffset};
}

/// `namespace a { namespace b {` and its closing, around a copied decl.
std::pair<std::string, std::string> namespaceWrappers(const Decl *D) {
  std::vector<std::string> Opens;
  // Lexical: an out-of-line member is written in its namespace, not in its
  // class.
  for (const DeclContext *Context = D->getLexicalDeclContext(); Context;
       Context = Context->getLexicalParent()) {
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(Context))
      Opens.push_back(fmt::format("{}namespace {}{{",
                                  Namespace->isInline() ? "inline " : "",
                                  Namespace->isAnonymousNamespace()
                                      ? ""
                                      : Namespace->getNameAsString() + " "));
    else if (const auto *Linkage = dyn_cast<LinkageSpecDecl>(Context))
      Opens.push_back(Linkage->getLanguage() == LinkageSpecLanguageIDs::C
                          ? "extern \"C\" {"
                          : "extern \"C++\" {");
  }
  std::string Open, Close;
  for (auto It = Opens.rbegin(); It != Opens.rend(); ++It)
    Open += *It + "\n";
  for (size_t I = 0; I < Opens.size(); ++I)
    Close += "}\n";
  return {Open, Close};
}

/// Whether a toolchain header is one that the CUDA runtime header (which
/// every unit includes, and nvcc and clang pre-include) brings itself.
bool partOfCudaRuntime(llvm::StringRef RealPath) {
  llvm::StringRef Name = llvm::sys::path::filename(RealPath);
  if (RealPath.contains("/crt/") || Name.starts_with("__clang_cuda_") ||
      (Name.starts_with("sm_") && (Name.contains("_atomic_functions") ||
                                   Name.contains("_intrinsics"))))
    return true;
  return llvm::is_contained(
      {"builtin_types.h", "channel_descriptor.h", "cuda_device_runtime_api.h",
       "cuda_runtime.h", "cuda_runtime_api.h", "device_atomic_functions.h",
       "device_atomic_functions.hpp", "device_functions.h", "device_types.h",
       "driver_types.h", "host_defines.h", "library_types.h",
       "math_functions.h", "surface_types.h", "texture_types.h",
       "vector_functions.h", "vector_functions.hpp", "vector_types.h"},
      Name);
}

/// The #define line of a project macro, continuation lines included.
CopiedRange macroDefinitionRange(const MacroInfo &Macro, SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  auto [File, NameOffset] = SM.getDecomposedLoc(Macro.getDefinitionLoc());
  llvm::StringRef Buffer = SM.getBufferData(File);
  size_t Start = Buffer.rfind('\n', NameOffset);
  Start = Start == llvm::StringRef::npos ? 0 : Start + 1;
  unsigned EndOffset = SM.getFileOffset(Lexer::getLocForEndOfToken(
      Macro.getDefinitionEndLoc(), 0, SM, Facts.Context.getLangOpts()));
  return {File, unsigned(Start), std::max<unsigned>(EndOffset, NameOffset), "",
          ""};
}

/// A macro defined on the command line (-DTHREADS=256), written back.
std::string commandLineMacroText(llvm::StringRef Name, const MacroInfo &Macro,
                                 Preprocessor &PP) {
  std::string Text = "#define " + Name.str();
  if (Macro.isFunctionLike()) {
    Text += "(";
    for (const IdentifierInfo *Param : Macro.params())
      Text += (Text.back() == '(' ? "" : ", ") + Param->getName().str();
    Text += ")";
  }
  for (const Token &T : Macro.tokens())
    Text += (T.hasLeadingSpace() || &T == &*Macro.tokens_begin() ? " " : "") +
            PP.getSpelling(T);
  return Text;
}

} // namespace

KernelSource kernelSource(const FunctionDecl &Kernel, unsigned Begin,
                          std::vector<TextEdit> Edits, SourceFacts &Facts) {
  SourceManager &SM = Facts.SM;
  SourceLocation Last = SM.getExpansionRange(Kernel.getEndLoc()).getEnd();
  SourceLocation End = Lexer::getLocForEndOfToken(
      Last, 0, SM, Facts.Context.getLangOpts());
  auto [File, EndOffset] = SM.getDecomposedLoc(End);
  KernelSource Source;
  Source.Range = {File, Begin, EndOffset, "", ""};
  std::tie(Source.Range.Open, Source.Range.Close) = namespaceWrappers(&Kernel);
  Source.Edits = std::move(Edits);
  return Source;
}

UnitContents collectUnit(const FunctionDecl &Definition, KernelSource Kernel,
                         SourceFacts &Facts, const PreprocessorRecord &Record,
                         const ProjectScope &Scope,
                         const ToolchainDirectories &Toolchain) {
  UnitContents Contents;
  StandaloneUnit &Unit = Contents.Facts;
  SourceManager &SM = Facts.SM;
  ClosureBuilder Builder(Definition, Facts, Scope, Toolchain, Unit);
  Builder.run();
  const FunctionDecl *Pattern = Definition.getTemplateInstantiationPattern();
  Contents.WrittenKernel = Pattern ? Pattern : &Definition;
  Contents.Kernel = std::move(Kernel);

  Contents.Decls = Builder.Copied;
  llvm::sort(Contents.Decls, [&](const Decl *A, const Decl *B) {
    return SM.isBeforeInTranslationUnit(copyBegin(A, Facts),
                                        copyBegin(B, Facts));
  });
  for (const Decl *D : Contents.Decls) {
    auto [File, Begin, End] = copyRange(D, Facts);
    if (Begin == End)
      continue;
    auto [Open, Close] = namespaceWrappers(D);
    Contents.Code.push_back({File, Begin, End, Open, Close});
    std::string Name = "(unnamed)";
    if (const auto *Named = dyn_cast<NamedDecl>(D); Named && Named->getDeclName())
      Name = Named->getQualifiedNameAsString();
    if (isa<UsingDirectiveDecl>(D))
      Name = "using namespace " +
             cast<UsingDirectiveDecl>(D)->getNominatedNamespace()
                 ->getQualifiedNameAsString();
    if (!llvm::is_contained(Unit.Declarations, Name))
      Unit.Declarations.push_back(Name);
  }

  // Macros expanded in any copied range (the kernel's whole definition
  // included), then those their bodies use.
  std::vector<CopiedRange> Ranges = Contents.Code;
  {
    SourceLocation KernelBegin = Facts.declarationBegin(*Contents.WrittenKernel);
    SourceLocation Last =
        SM.getExpansionRange(Contents.WrittenKernel->getEndLoc()).getEnd();
    auto [File, Begin] = SM.getDecomposedLoc(KernelBegin);
    Ranges.push_back({File, Begin, SM.getFileOffset(Last) + 1, "", ""});
  }
  llvm::SetVector<const MacroInfo *> Macros;
  llvm::StringMap<const MacroInfo *> MacroByName;
  for (const PreprocessorRecord::Expansion &Use : Record.Expansions) {
    auto [File, Offset] = SM.getDecomposedLoc(Use.Loc);
    for (const CopiedRange &Range : Ranges)
      if (File == Range.File && Offset >= Range.Begin && Offset < Range.End) {
        if (Macros.insert(Use.Macro))
          MacroByName[Use.Name] = Use.Macro;
        break;
      }
  }
  Preprocessor &PP = *Record.PP;
  for (size_t I = 0; I < Macros.size(); ++I)
    for (const Token &T : Macros[I]->tokens())
      if (const IdentifierInfo *Name = T.getIdentifierInfo())
        if (const MacroInfo *Used = PP.getMacroInfo(Name))
          if (Macros.insert(Used))
            MacroByName[Name->getName()] = Used;

  std::vector<std::pair<std::string, const MacroInfo *>> ProjectMacros;
  for (const auto &[Name, Macro] : MacroByName) {
    SourceLocation Loc = Macro->getDefinitionLoc();
    if (Macro->isBuiltinMacro() || Loc.isInvalid())
      continue;
    if (!SM.getFileEntryRefForID(SM.getFileID(Loc))) {
      // Predefined by the compiler, or given with -D.
      if (SM.isWrittenInCommandLineFile(Loc)) {
        Contents.CommandLineMacros +=
            commandLineMacroText(Name, *Macro, PP) + "\n";
        Unit.Macros.push_back(Name.str());
      }
      continue;
    }
    llvm::StringRef Path = Facts.realPath(Loc);
    if (!SM.isInSystemHeader(Loc) && Scope.contains(Path)) {
      ProjectMacros.push_back({Name.str(), Macro});
    } else {
      Builder.IncludedFiles.insert(SM.getFileID(Loc));
      if (!Toolchain.contains(Path) && !SM.isInSystemHeader(Loc))
        Unit.SelfContained = false,
        Unit.Blockers.push_back(fmt::format(
            "macro '{}' is defined in a third-party header ({})", Name.str(),
            Path.str()));
    }
  }
  llvm::sort(ProjectMacros, [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.second->getDefinitionLoc(),
                                        B.second->getDefinitionLoc());
  });
  for (const auto &[Name, Macro] : ProjectMacros) {
    Contents.MacroDefinitions.push_back(macroDefinitionRange(*Macro, Facts));
    Unit.Macros.push_back(Name);
  }
  llvm::sort(Unit.Macros);

  // #include lines: how the project itself named each header (the first
  // include in the chain that a project file wrote), in TU order. A
  // toolchain header reached through a third-party one (<cuda_fp16.h> via
  // ATen, <float.h> via c10 and thrust) is named by the deepest <...>
  // include of the chain: the unit needs the toolchain header, not the
  // library, nor the toolchain header the library happened to go through.
  OriginClassifier Origins(Facts, Scope, Toolchain);
  std::vector<std::pair<SourceLocation, std::string>> Includes;
  for (FileID File : Builder.IncludedFiles) {
    bool IsToolchain =
        Origins.of(SM.getLocForStartOfFile(File)) == Origin::Toolchain;
    if (IsToolchain) {
      llvm::StringRef Path = Facts.realPath(SM.getLocForStartOfFile(File));
      // What <cuda_runtime.h> brings needs no line, however the TU first
      // reached it (crt/math_functions.hpp through thrust through c10).
      if (partOfCudaRuntime(Path))
        continue;
      Contents.ToolchainHeaders.insert(llvm::sys::path::filename(Path).str());
    }
    const PreprocessorRecord::Inclusion *Angled = nullptr;
    for (FileID Current = File; Current.isValid();) {
      SourceLocation IncludeLoc = SM.getIncludeLoc(Current);
      if (IncludeLoc.isInvalid())
        break; // Pre-included (the CUDA runtime), or the main file.
      auto It = Record.Inclusions.find(Current);
      if (It == Record.Inclusions.end())
        break;
      // Not a compiler-internal one (<__stddef_null.h>): gcc has none.
      llvm::StringRef Spelled = It->second.Spelled;
      if (!Angled && Spelled.starts_with("<") &&
          !llvm::sys::path::filename(Spelled.drop_front().drop_back())
               .starts_with("__"))
        Angled = &It->second;
      Origin IncluderOrigin = Origins.of(IncludeLoc);
      const PreprocessorRecord::Inclusion *Named =
          IncluderOrigin == Origin::Project ? &It->second
          : IsToolchain && IncluderOrigin == Origin::ThirdParty ? Angled
                                                                 : nullptr;
      if (Named) {
        Includes.push_back({Named->HashLoc, Named->Spelled});
        break;
      }
      Current = SM.getFileID(IncludeLoc);
    }
  }
  llvm::sort(Includes, [&](const auto &A, const auto &B) {
    return SM.isBeforeInTranslationUnit(A.first, B.first);
  });
  Unit.Includes.push_back("<cuda_runtime.h>");
  for (const auto &[Loc, Spelled] : Includes)
    if (!llvm::is_contained(Unit.Includes, Spelled))
      Unit.Includes.push_back(Spelled);
  return Contents;
}

StandaloneUnit buildStandaloneUnit(const UnitContents &Contents,
                                   SourceFacts &Facts,
                                   const PreprocessorRecord &Record) {
  StandaloneUnit Unit = Contents.Facts;
  UnitSpelling Spelling;
  Spelling.Includes = Unit.Includes;
  Unit.Text = writeUnit(Contents, Spelling, Facts, Record).Text;
  return Unit;
}

} // namespace kx
