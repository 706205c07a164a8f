//===- LiftedLambda.cpp - A lambda written as a named class ---------------===//

#include "LiftedLambda.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SetVector.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>

using namespace clang;

namespace kx {

namespace {

/// Finds the expression that made \p Closure in its enclosing function.
class LambdaFinder : public RecursiveASTVisitor<LambdaFinder> {
public:
  explicit LambdaFinder(const CXXRecordDecl &Closure) : Closure(Closure) {}
  bool VisitLambdaExpr(LambdaExpr *E) {
    if (E->getLambdaClass() != &Closure)
      return true;
    Found = E;
    return false;
  }
  const CXXRecordDecl &Closure;
  const LambdaExpr *Found = nullptr;
};

/// What a lambda's body (and, transitively, what it copies) uses of the
/// enclosing function: its local types and constants are copied into the
/// class; a variable it neither captures nor can copy makes the lambda
/// unliftable.
class EnclosingUses : public RecursiveASTVisitor<EnclosingUses> {
public:
  EnclosingUses(const LambdaExpr &Lambda, const FunctionDecl &Enclosing,
                const SourceManager &SM)
      : Lambda(Lambda), Enclosing(Enclosing), SM(SM) {
    for (const LambdaCapture &Capture : Lambda.captures())
      if (Capture.capturesVariable())
        Captured.insert(Capture.getCapturedVar());
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    const ValueDecl *D = E->getDecl();
    if (const auto *Enumerator = dyn_cast<EnumConstantDecl>(D))
      return local(cast<Decl>(Enumerator->getDeclContext()));
    const auto *Var = dyn_cast<VarDecl>(D);
    if (!Var || !isOfEnclosing(Var) || Captured.contains(Var))
      return true;
    QualType Type = Var->getType();
    bool Constant =
        Var->isConstexpr() ||
        (Type.isConstQualified() && Type->isIntegralOrEnumerationType() &&
         Var->hasInit() && !isa<ParmVarDecl>(Var));
    if (!Constant) {
      Why = fmt::format("its body uses '{}' of the enclosing function "
                        "without capturing it",
                        Var->getNameAsString());
      return false;
    }
    return local(Var);
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    return local(TL.getTypedefNameDecl());
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) { return local(TL.getDecl()); }

  /// Walks \p D's own text for further locals (a typedef of a local type).
  void walk(const Decl *D) { TraverseDecl(const_cast<Decl *>(D)); }

  llvm::SetVector<const Decl *> Locals;
  std::string Why;

private:
  bool isOfEnclosing(const Decl *D) const {
    if (D->getParentFunctionOrMethod() != &Enclosing)
      return false;
    // Declared in the lambda itself: part of the text copied anyway.
    SourceRange Own = Lambda.getSourceRange();
    SourceLocation Loc = D->getLocation();
    return !(SM.isBeforeInTranslationUnit(Own.getBegin(), Loc) &&
             SM.isBeforeInTranslationUnit(Loc, Own.getEnd()));
  }

  bool local(const Decl *D) {
    if (!D || !isOfEnclosing(D) || Locals.contains(D))
      return true;
    Locals.insert(D);
    walk(D);
    return Why.empty();
  }

  const LambdaExpr &Lambda;
  const FunctionDecl &Enclosing;
  const SourceManager &SM;
  llvm::SmallPtrSet<const ValueDecl *, 8> Captured;
};

std::string liftedName(const FunctionDecl &Enclosing, unsigned Line,
                       unsigned Column) {
  return fmt::format("{}_lambda_{}_{}", Enclosing.getNameAsString(), Line,
                     Column);
}

/// The offset just past the token at \p Loc.
unsigned endOfToken(SourceLocation Loc, const SourceManager &SM,
                    const LangOptions &LangOpts) {
  return SM.getFileOffset(Lexer::getLocForEndOfToken(Loc, 0, SM, LangOpts));
}

/// Edits removing the keyword `mutable` from [Begin, End) of \p Buffer.
std::vector<TextEdit> withoutMutable(llvm::StringRef Buffer, unsigned Begin,
                                     unsigned End) {
  std::vector<TextEdit> Edits;
  llvm::StringRef Text = Buffer.slice(Begin, End);
  for (size_t At = Text.find("mutable"); At != llvm::StringRef::npos;
       At = Text.find("mutable", At + 1)) {
    auto IsWord = [](char C) { return llvm::isAlnum(C) || C == '_'; };
    bool Starts = At == 0 || !IsWord(Text[At - 1]);
    bool Ends = At + 7 >= Text.size() || !IsWord(Text[At + 7]);
    if (Starts && Ends)
      Edits.push_back({static_cast<unsigned>(Begin + At), 7, ""});
  }
  return Edits;
}

} // namespace

std::variant<LiftedLambda, std::string>
liftLambda(const CXXRecordDecl &Closure, SourceFacts &Facts) {
  const SourceManager &SM = Facts.SM;
  const LangOptions &LangOpts = Facts.Context.getLangOpts();
  const auto *Enclosing = dyn_cast<FunctionDecl>(Closure.getDeclContext());
  if (!Enclosing || isa<CXXMethodDecl>(Enclosing))
    return std::string("it is written in a member function or another "
                       "lambda");
  if (Enclosing->isTemplateInstantiation() || Enclosing->isDependentContext())
    return std::string("it is written in a function template");
  if (Closure.isGenericLambda())
    return std::string("it is a generic lambda");
  LambdaFinder Finder(Closure);
  Finder.TraverseDecl(const_cast<FunctionDecl *>(Enclosing));
  const LambdaExpr *Lambda = Finder.Found;
  const CXXMethodDecl *Call = Closure.getLambdaCallOperator();
  if (!Lambda || !Call || !Call->hasBody())
    return std::string("its call operator has no body");
  for (const LambdaCapture &Capture : Lambda->captures()) {
    if (Capture.capturesThis())
      return std::string("it captures 'this'");
    if (Capture.capturesVLAType())
      return std::string("it captures an array of runtime size");
    if (Capture.getCaptureKind() == LCK_ByRef)
      return fmt::format("it captures '{}' by reference",
                         Capture.getCapturedVar()->getNameAsString());
  }
  SourceLocation Begin = Lambda->getIntroducerRange().getBegin();
  SourceLocation IntroEnd = Lambda->getIntroducerRange().getEnd();
  const Stmt *Body = Call->getBody();
  SourceLocation BodyBegin = Body->getBeginLoc(), BodyEnd = Body->getEndLoc();
  if (Begin.isMacroID() || IntroEnd.isMacroID() || BodyBegin.isMacroID() ||
      BodyEnd.isMacroID() || SM.getFileID(Begin) != SM.getFileID(BodyEnd))
    return std::string("it is written in a macro");

  EnclosingUses Uses(*Lambda, *Enclosing, SM);
  Uses.TraverseStmt(const_cast<Stmt *>(Body));
  if (!Uses.Why.empty())
    return Uses.Why;

  LiftedLambda Lifted;
  unsigned Line = SM.getSpellingLineNumber(Begin);
  unsigned Column = SM.getSpellingColumnNumber(Begin);
  Lifted.Name = liftedName(*Enclosing, Line, Column);
  if (const auto *Namespace = dyn_cast<NamespaceDecl>(
          Enclosing->getEnclosingNamespaceContext());
      Namespace && !Namespace->isAnonymousNamespace())
    Lifted.Name = Namespace->getQualifiedNameAsString() + "::" + Lifted.Name;
  Lifted.Spelling =
      QualType(Closure.getTypeForDecl(), 0)
          .getAsString(Facts.Context.getPrintingPolicy());
  Lifted.CallOperator = Call;
  Lifted.Enclosing = Enclosing;
  Lifted.Locals.assign(Uses.Locals.begin(), Uses.Locals.end());
  llvm::sort(Lifted.Locals, [&](const Decl *A, const Decl *B) {
    return SM.isBeforeInTranslationUnit(A->getBeginLoc(), B->getBeginLoc());
  });

  FileID File = SM.getFileID(Begin);
  llvm::StringRef Buffer = SM.getBufferData(File);
  auto Piece = [&](unsigned From, unsigned To, std::string Before,
                   std::string After) {
    Lifted.Pieces.push_back({File, From, To, std::move(Before),
                             std::move(After), {}});
  };
  std::string Short = liftedName(*Enclosing, Line, Column);
  Piece(0, 0,
        fmt::format("// The lambda at line {} of {}, as a named class.\n"
                    "struct {} {{\n",
                    Line, llvm::sys::path::filename(Facts.realPath(Begin)).str(),
                    Short),
        "");
  for (const Decl *Local : Lifted.Locals) {
    SourceLocation From = SM.getExpansionLoc(Local->getBeginLoc());
    SourceLocation To = SM.getExpansionLoc(Local->getEndLoc());
    if (SM.getFileID(From) != File || SM.getFileID(To) != File)
      return std::string("a declaration its body uses is written in a "
                         "macro");
    // A member constant is static; a local one may say so already.
    const auto *Var = dyn_cast<VarDecl>(Local);
    bool Static = Var && !Var->isStaticLocal();
    Piece(SM.getFileOffset(From), endOfToken(To, SM, LangOpts),
          Static ? "  static " : "  ", ";\n");
  }
  // By-copy captures, in the order of the closure's fields.
  llvm::DenseMap<const ValueDecl *, FieldDecl *> Fields;
  FieldDecl *This = nullptr;
  Closure.getCaptureFields(Fields, This);
  std::string Members;
  PrintingPolicy Policy = Facts.Context.getPrintingPolicy();
  for (const LambdaCapture &Capture : Lambda->captures()) {
    const ValueDecl *Var = Capture.getCapturedVar();
    const FieldDecl *Field = Fields.lookup(Var);
    if (!Field)
      return fmt::format("its capture of '{}' has no member",
                         Var->getNameAsString());
    std::string Type = Field->getType().getAsString(Policy);
    if (llvm::StringRef(Type).contains("(lambda at ") ||
        llvm::StringRef(Type).contains("(unnamed ") ||
        llvm::StringRef(Type).contains("(anonymous "))
      return fmt::format("the type of its capture '{}' has no name",
                         Var->getNameAsString());
    Members += fmt::format("  {} {};\n", Type, Var->getNameAsString());
  }

  // `[...] ATTRS (PARAMS) SPECIFIERS {BODY}`: ATTRS before the operator's
  // name, SPECIFIERS (less `mutable`) after its parameters.
  unsigned AfterIntro = endOfToken(IntroEnd, SM, LangOpts);
  unsigned BodyOffset = SM.getFileOffset(BodyBegin);
  bool Const = Call->isConst();
  FunctionTypeLoc Proto;
  if (const TypeSourceInfo *Info = Call->getTypeSourceInfo())
    Proto = Info->getTypeLoc().getAsAdjusted<FunctionTypeLoc>();
  SourceLocation LParen = Proto ? Proto.getLParenLoc() : SourceLocation();
  SourceLocation RParen = Proto ? Proto.getRParenLoc() : SourceLocation();
  bool Written = LParen.isValid() && RParen.isValid() && LParen.isFileID() &&
                 RParen.isFileID() && SM.getFileID(LParen) == File &&
                 SM.getFileOffset(LParen) >= AfterIntro &&
                 SM.getFileOffset(RParen) < BodyOffset;
  // The text between two tokens, without the blanks around it.
  auto Trimmed = [&](unsigned From, unsigned To) {
    while (From < To && llvm::isSpace(Buffer[From]))
      ++From;
    while (To > From && llvm::isSpace(Buffer[To - 1]))
      --To;
    return std::pair(From, To);
  };
  std::string Operator = Const ? "auto operator()() const " : "auto operator()() ";
  if (Written) {
    unsigned LParenOffset = SM.getFileOffset(LParen);
    unsigned AfterParams = endOfToken(RParen, SM, LangOpts);
    auto [AttrBegin, AttrEnd] = Trimmed(AfterIntro, LParenOffset);
    Piece(AttrBegin, AttrEnd, Members + "  ",
          AttrBegin == AttrEnd ? "auto operator()" : " auto operator()");
    Piece(LParenOffset, AfterParams, "", Const ? " const " : " ");
    auto [SpecBegin, SpecEnd] = Trimmed(AfterParams, BodyOffset);
    if (Buffer.slice(SpecBegin, SpecEnd) == "mutable")
      SpecBegin = SpecEnd;
    Piece(SpecBegin, SpecEnd, "", SpecBegin == SpecEnd ? "" : " ");
    Lifted.Pieces.back().Edits = withoutMutable(Buffer, SpecBegin, SpecEnd);
  } else {
    // `[=] __device__ { ... }`: no parameter list.
    auto [AttrBegin, AttrEnd] = Trimmed(AfterIntro, BodyOffset);
    Piece(AttrBegin, AttrEnd, Members + "  ",
          AttrBegin == AttrEnd ? Operator : " " + Operator);
  }
  Piece(BodyOffset, endOfToken(BodyEnd, SM, LangOpts), "", "\n};\n");
  return Lifted;
}

std::vector<const CXXRecordDecl *>
closureArguments(llvm::ArrayRef<TemplateArgument> Args) {
  std::vector<const CXXRecordDecl *> Closures;
  for (const TemplateArgument &Arg : Args) {
    if (Arg.getKind() == TemplateArgument::Pack) {
      for (const CXXRecordDecl *Inner : closureArguments(Arg.pack_elements()))
        if (!llvm::is_contained(Closures, Inner))
          Closures.push_back(Inner);
      continue;
    }
    if (Arg.getKind() != TemplateArgument::Type)
      continue;
    const auto *Record = Arg.getAsType()->getAsCXXRecordDecl();
    if (Record && Record->isLambda() && !llvm::is_contained(Closures, Record))
      Closures.push_back(Record);
  }
  return Closures;
}

std::string nameLiftedLambdas(std::string Text,
                              llvm::ArrayRef<LiftedLambda> Lambdas) {
  for (const LiftedLambda &Lambda : Lambdas)
    Text = replaceAll(Text, Lambda.Spelling, Lambda.Name);
  return Text;
}

} // namespace kx
