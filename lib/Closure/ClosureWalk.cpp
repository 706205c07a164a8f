//===- ClosureWalk.cpp - What a kernel uses, found on the AST -------------===//

#include "ClosureBuilder.h"
#include "CopiedForms.h"
#include "Support/RawTokens.h"
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

void ClosureBuilder::run(const FunctionTemplateDecl *Template,
                         llvm::ArrayRef<const Decl *> MoreRoots,
                         llvm::ArrayRef<const NamedDecl *> Added) {
  Walked.insert(&Kernel);
  TraverseDecl(const_cast<FunctionDecl *>(&Kernel));
  // `template <> __global__ void k<at::Half>(...)` needs k's primary
  // template declared.
  if (Kernel.getTemplateSpecializationKind() == TSK_ExplicitSpecialization)
    use(Kernel.getPrimaryTemplate(), Kernel.getLocation());
  this->MoreRoots.assign(MoreRoots.begin(), MoreRoots.end());
  for (const Decl *Root : MoreRoots)
    TraverseDecl(const_cast<Decl *>(Root));
  for (const NamedDecl *D : Added) {
    if (const auto *Shadow = dyn_cast<UsingShadowDecl>(D)) {
      useIntroducer(*Shadow);
      D = Shadow->getTargetDecl();
    }
    use(D, D->getLocation());
  }
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

void ClosureBuilder::walkPattern(const Decl *Template) {
  llvm::SaveAndRestore InPattern(WalkingPattern, true);
  TraverseDecl(const_cast<Decl *>(Template));
}

void ClosureBuilder::walkLibraryRecord(const CXXRecordDecl &Record) {
  if (!Record.hasDefinition())
    return;
  for (const CXXBaseSpecifier &Base : Record.bases())
    useType(Base.getType(), Base.getBaseTypeLoc());
  for (const Decl *Member : Record.decls())
    if (!isPrunable(Member))
      TraverseDecl(const_cast<Decl *>(Member));
}

void ClosureBuilder::findUnusedLibraryMembers() {
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

bool ClosureBuilder::copyable(const Decl *D) {
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

void ClosureBuilder::useTemplateParameters(const Decl *D) {
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
      Default =
          Value->hasDefaultArgument() ? &Value->getDefaultArgument() : nullptr;
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

bool ClosureBuilder::inStandardlySpelledMacro(SourceLocation Loc) {
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

bool ClosureBuilder::isCopied(Origin O) {
  return O == Origin::Project || O == Origin::ThirdParty;
}

namespace {

/// `std::ostringstream`: a typedef <iosfwd> declares, for a class template
/// <sstream> defines. Code that uses the class whole needs the header that
/// defines it, which may not be the one that declares its name.
const CXXRecordDecl *toolchainClassDefinition(const Decl *D) {
  const CXXRecordDecl *Record = nullptr;
  if (const auto *Typedef = dyn_cast<TypedefNameDecl>(D))
    Record = Typedef->getUnderlyingType()->getAsCXXRecordDecl();
  else if (const auto *Template = dyn_cast<ClassTemplateDecl>(D))
    Record = Template->getTemplatedDecl();
  else
    Record = dyn_cast<CXXRecordDecl>(D);
  if (const auto *Spec =
          dyn_cast_if_present<ClassTemplateSpecializationDecl>(Record);
      Spec && Spec->getSpecializationKind() != TSK_ExplicitSpecialization)
    Record = Spec->getSpecializedTemplate()->getTemplatedDecl();
  return Record ? Record->getDefinition() : nullptr;
}

} // namespace

bool ClosureBuilder::isLocal(const Decl *D) {
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

void ClosureBuilder::use(const Decl *D, SourceLocation UseLoc) {
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
  // An explicit specialization's primary template is another text, which
  // declares it: written before it.
  bool Specialization =
      Kernel.getTemplateSpecializationKind() == TSK_ExplicitSpecialization;
  if (Emitted == &Kernel || Emitted == Kernel.getDescribedFunctionTemplate() ||
      (Emitted == Kernel.getPrimaryTemplate() && !Specialization))
    return;
  if (!Seen.insert(Emitted).second)
    return;
  SourceLocation Loc = Emitted->getLocation();
  switch (originOf(Loc)) {
  case Origin::Builtin:
    return;
  case Origin::Toolchain:
    Result.IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
    if (const CXXRecordDecl *Definition = toolchainClassDefinition(Emitted))
      Result.IncludedFiles.insert(
          SM.getFileID(SM.getExpansionLoc(Definition->getLocation())));
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
  useMacroSiblings(Emitted);
  if (const auto *Operator = dyn_cast<FunctionDecl>(Emitted))
    useOperatorSiblings(*Operator, UseLoc);
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
        Pending.push_back({Primary->getTemplatedDecl(), reachedFromPattern()});
    }
}

void ClosureBuilder::useMacroSiblings(const Decl *D) {
  SourceLocation Begin = D->getBeginLoc();
  const DeclContext *Context = D->getLexicalDeclContext();
  if (!Begin.isMacroID() || !Context->isFileContext())
    return;
  auto [Cached, New] = MacroWritten.try_emplace(Context);
  if (New)
    for (const Decl *Member : Context->decls())
      if (Member->getBeginLoc().isMacroID() && !Member->isImplicit())
        Cached->second[SM.getExpansionLoc(Member->getBeginLoc())].push_back(
            Member);
  auto It = Cached->second.find(SM.getExpansionLoc(Begin));
  if (It == Cached->second.end())
    return;
  // Only their declarations are needed: nothing may call them.
  llvm::SaveAndRestore OnlyDeclared(ReachedFromPattern, true);
  for (const Decl *Sibling : It->second)
    if (Sibling != D)
      use(Sibling, Sibling->getLocation());
}

namespace {

QualType operandType(const ParmVarDecl *Param) {
  return Param->getType().getNonReferenceType().getUnqualifiedType();
}

/// The one class among an operator's operands when the others are
/// arithmetic (`Half * double`, `Half * Half`); null for any other.
const CXXRecordDecl *classAmongArithmetic(const FunctionDecl &Operator) {
  const CXXRecordDecl *Class = nullptr;
  for (const ParmVarDecl *Param : Operator.parameters()) {
    QualType Type = operandType(Param);
    if (Type->isArithmeticType())
      continue;
    const CXXRecordDecl *Record = Type->getAsCXXRecordDecl();
    if (!Record || (Class && Class != Record->getCanonicalDecl()))
      return nullptr;
    Class = Record->getCanonicalDecl();
  }
  return Class;
}

} // namespace

void ClosureBuilder::useOperatorSiblings(const FunctionDecl &Operator,
                                         SourceLocation UseLoc) {
  if (!Operator.isOverloadedOperator() || Operator.isTemplated() ||
      Operator.isTemplateInstantiation() ||
      !Operator.getDeclContext()->isFileContext() ||
      llvm::none_of(Operator.parameters(), [](const ParmVarDecl *Param) {
        return operandType(Param)->isArithmeticType();
      }))
    return;
  const CXXRecordDecl *Class = classAmongArithmetic(Operator);
  if (!Class)
    return;
  FileID File = SM.getFileID(SM.getExpansionLoc(Operator.getLocation()));
  for (const NamedDecl *Candidate :
       Operator.getDeclContext()->lookup(Operator.getDeclName())) {
    const auto *Sibling = dyn_cast<FunctionDecl>(Candidate);
    if (Sibling && !Sibling->isTemplated() &&
        SM.getFileID(SM.getExpansionLoc(Sibling->getLocation())) == File &&
        classAmongArithmetic(*Sibling) == Class && copyable(Sibling))
      use(Sibling, UseLoc);
  }
}

void ClosureBuilder::includeLibraryBuiltin(const FunctionDecl &Function) {
  if (!Function.getDeclContext()->getRedeclContext()->isTranslationUnit())
    return;
  for (const NamedDecl *Declaration :
       Facts.Context.getTranslationUnitDecl()->lookup(Function.getDeclName())) {
    SourceLocation Loc = Declaration->getLocation();
    if (Loc.isValid() && originOf(Loc) == Origin::Toolchain)
      Result.IncludedFiles.insert(SM.getFileID(SM.getExpansionLoc(Loc)));
  }
}

void ClosureBuilder::useVirtualMembers(const CXXRecordDecl *Class,
                                       SourceLocation UseLoc) {
  if (!Class || !Class->hasDefinition() || !Class->isDynamicClass() ||
      !VirtualClasses.insert(Class->getCanonicalDecl()).second)
    return;
  for (const CXXMethodDecl *Method : Class->methods())
    if (Method->isVirtual() && !Method->isImplicit())
      use(Method, UseLoc);
  for (const CXXBaseSpecifier &Base : Class->bases())
    useVirtualMembers(Base.getType()->getAsCXXRecordDecl(), UseLoc);
}

void ClosureBuilder::copyOutOfLineDefinition(const Decl *D) {
  const Decl *Definition = nullptr;
  if (const auto *Method = dyn_cast<CXXMethodDecl>(D)) {
    const FunctionDecl *Function = Method;
    if (const FunctionDecl *Pattern = Method->getTemplateInstantiationPattern())
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

void ClosureBuilder::walkLater(const Decl *D) {
  // A template's specializations in use are walked instead.
  if (isa<FunctionTemplateDecl, ClassTemplateDecl>(D))
    return;
  Pending.push_back({D, reachedFromPattern()});
}

bool ClosureBuilder::reachedFromPattern() const {
  return WalkingPattern || ReachedFromPattern;
}

void ClosureBuilder::useType(QualType Type, SourceLocation Loc) {
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
      // `thrust::tuple<...>`, CCCL's `namespace thrust { using
      // ::cuda::std::tuple; }`: the name is found through that declaration.
      if (UsingShadowDecl *Shadow =
              Spec->getTemplateName().getAsUsingShadowDecl())
        useIntroducer(*Shadow);
      if (TemplateDecl *Template = Spec->getTemplateName().getAsTemplateDecl())
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

void ClosureBuilder::checkDefinedHere(const Decl *D) {
  if (const auto *Var = dyn_cast<VarDecl>(D)) {
    // Dynamic shared memory is declared extern and defined by no one:
    // its size is the launch's.
    if (!Var->getDefinition() && Var->hasExternalStorage() &&
        !Var->hasAttr<CUDASharedAttr>() && !defineHere(*Var))
      block(fmt::format("'{}' is an extern symbol defined in another "
                        "translation unit",
                        Var->getQualifiedNameAsString()));
  } else if (const auto *Function = dyn_cast<FunctionDecl>(D)) {
    if (!Function->isDefined())
      block(fmt::format("'{}' is defined in another translation unit",
                        Function->getQualifiedNameAsString()));
  }
}

bool ClosureBuilder::defineHere(const VarDecl &Var) {
  // A device variable of a complete type, its `extern` written in the
  // file before its name: without it, the declaration defines it.
  if (!(Var.hasAttr<CUDADeviceAttr>() || Var.hasAttr<CUDAConstantAttr>()) ||
      Var.getType()->isIncompleteType() || Var.getBeginLoc().isMacroID() ||
      Var.getLocation().isMacroID())
    return false;
  auto [File, Begin] = SM.getDecomposedLoc(Var.getBeginLoc());
  auto [NameFile, Name] = SM.getDecomposedLoc(Var.getLocation());
  if (File != NameFile || Name < Begin)
    return false;
  // The raw lexer's tokens before the name (comments are not code), lexed
  // from a copy: the lexer reads up to a terminating NUL.
  std::string Specifiers = SM.getBufferData(File).slice(Begin, Name).str();
  std::vector<RawToken> Tokens = rawTokens(Specifiers);
  auto Extern = llvm::find_if(Tokens, [](const RawToken &T) {
    return T.Kind == tok::raw_identifier && T.Spelling == "extern";
  });
  // `extern "C"` names a language linkage, not only a storage class.
  if (Extern == Tokens.end() || std::next(Extern) == Tokens.end() ||
      tok::isStringLiteral(std::next(Extern)->Kind))
    return false;
  unsigned At = Extern->Offset, Next = std::next(Extern)->Offset;
  Result.ExternsDefined.push_back(
      {Var.getQualifiedNameAsString(), File, Begin + At, Next - At});
  return true;
}

std::string ClosureBuilder::qualifiedName(const Decl *D) {
  if (const auto *Named = dyn_cast<NamedDecl>(D))
    return Named->getQualifiedNameAsString();
  return "a declaration";
}

void ClosureBuilder::block(std::string Reason) {
  Unit.SelfContained = false;
  if (!llvm::is_contained(Unit.Blockers, Reason))
    Unit.Blockers.push_back(std::move(Reason));
}

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
                        StandaloneUnit &Unit, bool KernelAsTemplate,
                        llvm::ArrayRef<const Decl *> MoreRoots,
                        llvm::ArrayRef<const NamedDecl *> Added) {
  ClosureBuilder Builder(Kernel, Facts, Record, Scope, Toolchain, Unit);
  Builder.run(KernelAsTemplate ? Kernel.getPrimaryTemplate() : nullptr,
              MoreRoots, Added);
  return std::move(Builder.Result);
}

} // namespace kx
