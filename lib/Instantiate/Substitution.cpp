//===- Substitution.cpp - Template arguments written into the source ------===//
//
// The emitted kernel keeps its comments, formatting and macro uses: only the
// tokens that name a template parameter change. References are found on the
// AST (TemplateTypeParmTypeLoc, DeclRefExpr to a NonTypeTemplateParmDecl), so
// a `T` in a comment or in another scope's identifier is never touched; and
// in the text of macro arguments the parse erased.
//
//===----------------------------------------------------------------------===//

#include "Instantiation.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <map>
#include <set>

using namespace clang;

namespace kx {

namespace {

/// Collects, per file offset, which template parameter (by index) a token
/// names. Depth 0 only: a kernel's own parameters.
class ParameterReferences
    : public RecursiveASTVisitor<ParameterReferences> {
public:
  ParameterReferences(SourceFacts &Facts, FileID File, unsigned Begin,
                      unsigned End)
      : Facts(Facts), File(File), Begin(Begin), End(End) {}

  bool shouldVisitTemplateInstantiations() const { return false; }

  bool VisitTemplateTypeParmTypeLoc(TemplateTypeParmTypeLoc TL) {
    const TemplateTypeParmType *Type = TL.getTypePtr();
    if (Type->getDepth() == 0)
      record(TL.getNameLoc(), Type->getIndex());
    return true;
  }

  // `#pragma unroll N`: a statement attribute, which the visitor does not
  // traverse by itself.
  bool VisitAttributedStmt(AttributedStmt *S) {
    for (const Attr *A : S->getAttrs())
      TraverseAttr(const_cast<Attr *>(A));
    return true;
  }

  // `if constexpr (N > 1)`: a template discards the branch it does not
  // take, substituted text would compile it. Such a kernel keeps its
  // template (the explicit style).
  bool VisitIfStmt(IfStmt *S) {
    if (S->isConstexpr() && S->getCond() &&
        S->getCond()->isValueDependent())
      Unreachable = true;
    return true;
  }

  // `T(0)`: a multi-word argument (`unsigned int`) is written `(unsigned
  // int)(0)` there; `T{0}` has no such spelling.
  bool VisitCXXUnresolvedConstructExpr(CXXUnresolvedConstructExpr *E) {
    if (auto Param = E->getTypeSourceInfo()
                         ->getTypeLoc()
                         .getAs<TemplateTypeParmTypeLoc>()) {
      if (E->isListInitialization())
        Unreachable = true;
      else
        FunctionalCasts.insert(
            Facts.SM.getFileOffset(Facts.SM.getSpellingLoc(Param.getNameLoc())));
    }
    return true;
  }

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    if (const auto *Param = dyn_cast<NonTypeTemplateParmDecl>(E->getDecl()))
      if (Param->getDepth() == 0)
        record(E->getLocation(), Param->getIndex());
    return true;
  }

  std::map<unsigned, std::pair<unsigned, unsigned>> Tokens; ///< Offset → (length, index).
  /// Offsets of the tokens that name the type of a functional cast.
  std::set<unsigned> FunctionalCasts;
  bool Unreachable = false;

private:
  void record(SourceLocation Loc, unsigned Index) {
    SourceManager &SM = Facts.SM;
    // A reference written in a macro argument is spelled in the kernel's
    // text; one in a macro's own definition is not.
    SourceLocation Spelling = SM.getSpellingLoc(Loc);
    auto [FID, Offset] = SM.getDecomposedLoc(Spelling);
    if (FID != File || Offset < Begin || Offset >= End) {
      Unreachable = true;
      return;
    }
    unsigned Length =
        Lexer::MeasureTokenLength(Spelling, SM, Facts.Context.getLangOpts());
    Tokens[Offset] = {Length, Index};
  }

  SourceFacts &Facts;
  FileID File;
  unsigned Begin, End;
};

/// Adds the references the AST does not hold: a parameter named in a macro
/// argument that the build's macros erase (`assert(BM == blockDim.x)` under
/// -DNDEBUG), which the unit, without that macro, compiles. A template
/// parameter's name cannot be redeclared in the kernel, so any such token
/// that no `.`, `->` or `::` qualifies names the parameter.
void recordUnparsedReferences(
    const TemplateParameterList &Params, const SourceManager &SM, FileID File,
    unsigned Begin, unsigned End, const LangOptions &LangOpts,
    std::map<unsigned, std::pair<unsigned, unsigned>> &Tokens) {
  std::map<llvm::StringRef, unsigned> Names;
  for (unsigned I = 0; I < Params.size(); ++I)
    if (const IdentifierInfo *Name = Params.getParam(I)->getIdentifier())
      Names[Name->getName()] = I;
  if (Names.empty())
    return;
  llvm::StringRef Buffer = SM.getBufferData(File);
  Lexer Raw(SM.getLocForStartOfFile(File), LangOpts, Buffer.begin(),
            Buffer.begin() + Begin, Buffer.end());
  tok::TokenKind Previous = tok::unknown;
  Token T;
  for (Raw.LexFromRawLexer(T);
       T.isNot(tok::eof) && SM.getFileOffset(T.getLocation()) < End;
       Raw.LexFromRawLexer(T)) {
    if (T.is(tok::raw_identifier) &&
        !llvm::is_contained({tok::period, tok::arrow, tok::coloncolon},
                            Previous)) {
      auto Name = Names.find(T.getRawIdentifier());
      unsigned Offset = SM.getFileOffset(T.getLocation());
      if (Name != Names.end())
        Tokens.try_emplace(Offset, T.getLength(), Name->second);
    }
    Previous = T.getKind();
  }
}

} // namespace

std::optional<KernelTextEdits>
templateArgumentEdits(const FunctionTemplateDecl &Pattern,
                      llvm::ArrayRef<std::string> Spellings,
                      SourceFacts &Facts) {
  // A pack's arguments are not one token's replacement, nor is a type
  // written around its declarator (`unsigned int[32]`, `void (*)(int)`):
  // `T *p` would not read `unsigned int (*p)[32]`.
  const TemplateParameterList *Params = Pattern.getTemplateParameters();
  if (Params->hasParameterPack())
    return std::nullopt;
  for (size_t I = 0; I < Spellings.size() && I < Params->size(); ++I)
    if (isa<TemplateTypeParmDecl>(Params->getParam(I)) &&
        llvm::StringRef(Spellings[I]).find_first_of("[(") !=
            llvm::StringRef::npos)
      return std::nullopt;
  SourceManager &SM = Facts.SM;
  const FunctionDecl *Kernel = Pattern.getTemplatedDecl();
  // The text after `template <...>` and its requires-clause, from the
  // kernel's first token on: a specialization is constrained by neither.
  SourceLocation HeaderLast = Params->getRAngleLoc();
  if (const Expr *Requires = Params->getRequiresClause())
    HeaderLast = Requires->getEndLoc();
  SourceLocation HeaderEnd = Lexer::getLocForEndOfToken(
      SM.getExpansionLoc(HeaderLast), 0, SM, Facts.Context.getLangOpts());
  SourceLocation End = Lexer::getLocForEndOfToken(
      SM.getExpansionRange(Kernel->getEndLoc()).getEnd(), 0, SM,
      Facts.Context.getLangOpts());
  KernelTextEdits Result;
  std::tie(Result.File, Result.Begin) = SM.getDecomposedLoc(HeaderEnd);
  Result.End = SM.getFileOffset(End);
  if (SM.getFileID(End) != Result.File || Result.End < Result.Begin)
    return std::nullopt;
  // Start at the first token: no blank line where `template <...>` was.
  llvm::StringRef Buffer = SM.getBufferData(Result.File);
  while (Result.Begin < Result.End && llvm::isSpace(Buffer[Result.Begin]))
    ++Result.Begin;

  ParameterReferences References(Facts, Result.File, Result.Begin,
                                 Result.End);
  References.TraverseDecl(const_cast<FunctionDecl *>(Kernel));
  if (References.Unreachable)
    return std::nullopt;
  recordUnparsedReferences(*Params, SM, Result.File, Result.Begin, Result.End,
                           Facts.Context.getLangOpts(), References.Tokens);
  // A trailing `requires C<T>` goes too, with the blanks before it (the
  // parameters' substitutions inside it fall within the removal).
  if (const Expr *Requires = Kernel->getTrailingRequiresClause()) {
    CharSourceRange Clause = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Requires->getSourceRange()), SM,
        Facts.Context.getLangOpts());
    if (Clause.isInvalid())
      return std::nullopt;
    unsigned ClauseBegin = SM.getFileOffset(Clause.getBegin());
    unsigned ClauseEnd = SM.getFileOffset(Clause.getEnd());
    llvm::StringRef Before = Buffer.slice(Result.Begin, ClauseBegin).rtrim();
    if (!Before.consume_back("requires"))
      return std::nullopt;
    unsigned Removed = Result.Begin + Before.rtrim().size();
    Result.Edits.push_back({Removed, ClauseEnd - Removed, ""});
  }
  for (const auto &[Offset, Token] : References.Tokens) {
    auto [Length, Index] = Token;
    if (Index >= Spellings.size())
      return std::nullopt;
    // `Op(x)` with Op = &f must read `(&f)(x)`, not `&f(x)`; `T(0)` with T =
    // unsigned int, `(unsigned int)(0)`.
    llvm::StringRef Spelling = Spellings[Index];
    bool Wrapped = Spelling.starts_with("&") ||
                   (References.FunctionalCasts.count(Offset) &&
                    Spelling.find_first_of(" *&") != llvm::StringRef::npos);
    Result.Edits.push_back(
        {Offset, Length,
         Wrapped ? "(" + Spelling.str() + ")" : Spelling.str()});
  }
  return Result;
}

std::optional<std::string> editedText(const KernelTextEdits &Edits,
                                      SourceRange Range, SourceFacts &Facts) {
  CharSourceRange File =
      Lexer::makeFileCharRange(CharSourceRange::getTokenRange(Range), Facts.SM,
                               Facts.Context.getLangOpts());
  if (File.isInvalid())
    return std::nullopt;
  auto [FID, Begin] = Facts.SM.getDecomposedLoc(File.getBegin());
  unsigned End = Facts.SM.getFileOffset(File.getEnd());
  if (FID != Edits.File || Begin < Edits.Begin || End > Edits.End ||
      End < Begin)
    return std::nullopt;
  std::vector<TextEdit> Inside;
  for (const TextEdit &Edit : Edits.Edits)
    if (Edit.Offset >= Begin && Edit.Offset + Edit.Length <= End)
      Inside.push_back(Edit);
  return applyEdits(Facts.SM.getBufferData(FID), Begin, End,
                    std::move(Inside));
}

std::optional<std::string>
substituteTemplateArguments(const FunctionTemplateDecl &Pattern,
                            llvm::ArrayRef<std::string> Spellings,
                            SourceFacts &Facts) {
  std::optional<KernelTextEdits> Edits =
      templateArgumentEdits(Pattern, Spellings, Facts);
  if (!Edits)
    return std::nullopt;
  return applyEdits(Facts.SM.getBufferData(Edits->File), Edits->Begin,
                    Edits->End, std::move(Edits->Edits));
}

} // namespace kx
