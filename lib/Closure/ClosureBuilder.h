//===- ClosureBuilder.h - The walk behind a unit, as a visitor --*- C++ -*-===//
//
// The visitor that walks a kernel and, transitively, what it uses. Its
// members are defined by concern: the walk itself (ClosureWalk.cpp) and
// the using-declarations and -directives name lookup went through
// (UsingDeclarations.cpp).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_CLOSURE_CLOSUREBUILDER_H
#define KERNEL_EXTRACT_LIB_CLOSURE_CLOSUREBUILDER_H

#include "ClosureWalk.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"

namespace kx {

class ClosureBuilder : public clang::RecursiveASTVisitor<ClosureBuilder> {
public:
  ClosureBuilder(const clang::FunctionDecl &Kernel, SourceFacts &Facts,
                 const PreprocessorRecord &Record, const ProjectScope &Scope,
                 const ToolchainDirectories &Toolchain, StandaloneUnit &Unit)
      : Kernel(Kernel), Facts(Facts), SM(Facts.SM), Directives(Record),
        Origins(Facts, Scope, Toolchain), Unit(Unit) {}

  // The bodies walked are instantiated ones, where references are
  // resolved; a copied template's own text is walked as a pattern.
  bool shouldVisitTemplateInstantiations() const { return !WalkingPattern; }

  bool VisitDeclRefExpr(clang::DeclRefExpr *E) {
    if (const auto *Shadow =
            clang::dyn_cast<clang::UsingShadowDecl>(E->getFoundDecl()))
      useIntroducer(*Shadow);
    use(E->getDecl(), E->getLocation());
    return true;
  }
  // `#pragma unroll kUnroll`: a statement attribute, which the visitor
  // does not traverse by itself.
  bool VisitAttributedStmt(clang::AttributedStmt *S) {
    for (const clang::Attr *A : S->getAttrs())
      TraverseAttr(const_cast<clang::Attr *>(A));
    return true;
  }
  bool VisitMemberExpr(clang::MemberExpr *E) {
    use(E->getMemberDecl(), E->getMemberLoc());
    return true;
  }
  bool VisitCXXConstructExpr(clang::CXXConstructExpr *E) {
    use(E->getConstructor(), E->getLocation());
    useVirtualMembers(E->getConstructor()->getParent(), E->getLocation());
    return true;
  }
  bool VisitUnresolvedLookupExpr(clang::UnresolvedLookupExpr *E) {
    bool Operator = E->getName().getNameKind() ==
                    clang::DeclarationName::CXXOperatorName;
    for (const clang::NamedDecl *Candidate : E->decls()) {
      // A toolchain overload of a dependent call (__shfl_down_sync for
      // __half) is chosen at instantiation, whose walk includes it. So is
      // a library's operator of a dependent expression (`n <= MaxDim`
      // seeing a framework's `operator<=` for its tensors), also in a
      // member template of a class the walk copies: nvcc parses the
      // pattern without any.
      Origin From = originOf(Candidate->getLocation());
      if ((WalkingPattern && From == Origin::Toolchain) ||
          (Operator && From != Origin::Project))
        continue;
      use(Candidate->getUnderlyingDecl(), E->getNameLoc());
    }
    return true;
  }
  bool VisitCallExpr(clang::CallExpr *E) {
    if (const clang::FunctionDecl *Callee = E->getDirectCallee())
      use(Callee, E->getBeginLoc());
    return true;
  }
  bool VisitExpr(clang::Expr *E) {
    useType(E->getType(), E->getBeginLoc());
    return true;
  }
  bool VisitValueDecl(clang::ValueDecl *D) {
    useType(D->getType(), D->getLocation());
    return true;
  }
  bool VisitTypeLoc(clang::TypeLoc TL) {
    useType(TL.getType(), TL.getBeginLoc());
    return true;
  }
  bool VisitTypedefNameDecl(clang::TypedefNameDecl *D) {
    useType(D->getUnderlyingType(), D->getLocation());
    return true;
  }

  /// `cg::` in copied code: a namespace alias is copied like any
  /// declaration, and the namespace it names is included when it is the
  /// toolchain's.
  bool TraverseNestedNameSpecifierLoc(clang::NestedNameSpecifierLoc Qualifier);

  /// Walks the kernel and, transitively, what it uses; \p Template, the
  /// kernel's template when the unit writes it, as a pattern; \p MoreRoots,
  /// what the unit writes besides (a lifted lambda's call operator).
  void run(const clang::FunctionTemplateDecl *Template,
           llvm::ArrayRef<const clang::Decl *> MoreRoots = {},
           llvm::ArrayRef<const clang::NamedDecl *> Added = {});

  ClosureWalk Result;

private:
  /// A copied project template is written as its pattern, and nvcc
  /// parses all of it: also what no instantiation in use reaches (a
  /// member template nothing calls, an `if constexpr` branch not taken, a
  /// dependent call such as `vec_cast<T, U>::cast`). What the pattern
  /// names is walked with its dependent names unresolved.
  void walkPattern(const clang::Decl *Template);

  /// Of a library class, what every use needs: its bases, fields, types and
  /// enums. Its member functions and static members are walked when used.
  void walkLibraryRecord(const clang::CXXRecordDecl &Record);

  void findUnusedLibraryMembers();

  /// A declaration's text can be copied when it is all in one file: it
  /// begins and ends there, and holds no #include (an X-macro list).
  bool copyable(const clang::Decl *D);

  /// A copied template's parameter list names declarations the unit needs:
  /// in default arguments (`class PtrTraits = DefaultPtrTraits`) and in the
  /// types of non-type parameters (`reduction_func_t F`).
  void useTemplateParameters(const clang::Decl *D);

  /// `using namespace x;` and `using x::y;` written before the kernel, or
  /// before a lambda the unit writes as a class, at file scope or in a
  /// project namespace (`namespace flashinfer { using
  /// cp_async::PrefetchMode; }`): name lookup in the copied code depends on
  /// them. Only those naming what the unit has: a toolchain declaration, a
  /// project namespace, or a declaration the unit copied.
  void copyUsingDirectives();

  void copyUsing(const clang::Decl *D);

  /// `at::Half` in copied code, where a library wrote `namespace at {
  /// using namespace c10; }`: a name qualified by a namespace, or used
  /// inside one, finds what the unit copies through that namespace's
  /// using-directives, which the unit copies too. (The project's own are
  /// copyUsingDirectives'.)
  void copyLibraryUsingDirectives();

  /// `at::Half` in copied code, where a library wrote `namespace at {
  /// using c10::Half; }`: the name is found through that using-declaration,
  /// which the unit copies too (the target is copied by its own use).
  void useIntroducer(const clang::UsingShadowDecl &Shadow);

  /// `using at::Half;` copied: `at::Half` must name something in the
  /// unit, and the library may have put it there with a using-declaration
  /// of its own (`namespace at { using c10::Half; }`), which is copied too,
  /// or a using-directive (`namespace at { using namespace c10; }`), which
  /// copyLibraryUsingDirectives copies.
  void useQualifierIntroducers(const clang::UsingDecl &Using);

  /// A declaration written by a macro that expands to several
  /// (`DEFINE_ATOMICS(at::Half)`): the unit copies the whole expansion, so
  /// it needs what each of them names, declared.
  void useMacroSiblings(const clang::Decl *D);

  /// An operator that mixes a class with an arithmetic type (`Half *
  /// double`): the unit's other compilers (nvcc, hipcc, the CPU runtime's)
  /// may give the arithmetic operand another type than the TU's parse did
  /// (`pow` of two halves is a double in clang's device headers, a float
  /// on the host), so the unit needs the class's whole set of such
  /// operators of that name, as declared beside the one used.
  void useOperatorSiblings(const clang::FunctionDecl &Operator,
                           clang::SourceLocation UseLoc);

  /// Whether the unit declares \p Namespace: it copies something from it.
  bool copiesFrom(const clang::NamespaceDecl &Namespace) const;

  /// Whether names the unit copies are found through \p Namespace: it
  /// copies from it, or from a namespace its using-directives nominate,
  /// transitively (`namespace torch { using namespace at; }`).
  bool findsCopiedThrough(const clang::NamespaceDecl &Namespace) const;

  /// #includes the file that declares \p D (for a namespace, its first
  /// declaration).
  void includeDeclaringFile(const clang::Decl *D);

  Origin originOf(clang::SourceLocation Loc) { return Origins.of(Loc); }

  /// Whether \p Loc comes from the body of a library macro that the unit
  /// defines in standard terms (not from an argument the caller wrote).
  bool inStandardlySpelledMacro(clang::SourceLocation Loc);

  /// Whose code is copied into a unit: the project's and the libraries'.
  static bool isCopied(Origin O);

  bool isLocal(const clang::Decl *D);

  void use(const clang::Decl *D, clang::SourceLocation UseLoc);

  /// A C library function that clang also knows as a builtin (printf,
  /// memcpy): the device-side declaration clang's CUDA wrapper makes is an
  /// overload of the C library's, and nvcc knows neither without the C
  /// header. The unit includes the header the TU declared the name in.
  void includeLibraryBuiltin(const clang::FunctionDecl &Function);

  /// A member function or static data member defined outside its class:
  /// the class's text does not hold the definition.
  void copyOutOfLineDefinition(const clang::Decl *D);

  /// Constructing an object of a class with virtual functions needs its
  /// vtable, and so every virtual function of the class and its bases:
  /// nvcc cannot link the object without their definitions.
  void useVirtualMembers(const clang::CXXRecordDecl *Class,
                         clang::SourceLocation UseLoc);

  /// Schedules a declaration's own dependencies: for instantiations, the
  /// instantiated declaration (resolved), else the declaration itself.
  void walkLater(const clang::Decl *D);

  /// Whether what is being walked was reached only through a template's
  /// text that no instantiation in use holds: what it needs must be
  /// declared for the unit to compile, not defined.
  bool reachedFromPattern() const;

  void useType(clang::QualType Type, clang::SourceLocation Loc);

  void checkDefinedHere(const clang::Decl *D);
  /// Whether the unit can define \p Var, an extern device variable whose
  /// definition is in another TU (recorded in Result.ExternsDefined).
  bool defineHere(const clang::VarDecl &Var);

  static std::string qualifiedName(const clang::Decl *D);

  void block(std::string Reason);

  const clang::FunctionDecl &Kernel;
  /// What the unit writes besides the kernel (run's MoreRoots).
  std::vector<const clang::Decl *> MoreRoots;
  SourceFacts &Facts;
  clang::SourceManager &SM;
  const PreprocessorRecord &Directives;
  OriginClassifier Origins;
  StandaloneUnit &Unit;
  llvm::SmallPtrSet<const clang::Decl *, 32> Walked, Seen;
  /// Members used, as written in their class (see memberPattern).
  llvm::SmallPtrSet<const clang::Decl *, 32> UsedMembers;
  /// Classes whose virtual functions are already in use.
  llvm::SmallPtrSet<const clang::CXXRecordDecl *, 8> VirtualClasses;
  /// Namespaces that qualify a name in walked code (`at::` of `at::Half`).
  llvm::SmallSetVector<const clang::DeclContext *, 8> QualifyingNamespaces;
  /// Declarations to walk, and whether they were reached from a pattern.
  llvm::SmallVector<std::pair<const clang::Decl *, bool>, 16> Pending;
  bool ReachedFromPattern = false;
  /// Copied templates whose own text is still to be walked.
  llvm::SmallVector<const clang::Decl *, 8> Patterns;
  bool WalkingPattern = false;
  /// The declarations of a declaration context that macros wrote, by the
  /// expansion they came from (useMacroSiblings), read once per context.
  llvm::DenseMap<const clang::DeclContext *,
                 llvm::DenseMap<clang::SourceLocation,
                                llvm::SmallVector<const clang::Decl *, 2>>>
      MacroWritten;
};

} // namespace kx

#endif
