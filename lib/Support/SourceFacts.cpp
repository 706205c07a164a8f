//===- SourceFacts.cpp - Paths and text of AST source ranges --------------===//

#include "SourceFacts.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"

using namespace clang;

namespace kx {

bool ProjectScope::contains(llvm::StringRef RealPath) const {
  if (Root.empty() || Root == "/")
    return true;
  return RealPath.starts_with(Root) && RealPath.size() > Root.size() &&
         RealPath[Root.size()] == '/';
}

llvm::StringRef SourceFacts::realPath(SourceLocation Loc) {
  FileID FID = SM.getFileID(SM.getExpansionLoc(Loc));
  auto [It, Inserted] = RealPaths.try_emplace(FID);
  if (Inserted)
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(FID)) {
      // Filled when the file was opened: no extra system call. A file a
      // precompiled preamble brought was not opened by this parse, and its
      // name keeps its links.
      llvm::StringRef Real = Entry->getFileEntry().tryGetRealPathName();
      llvm::SmallString<256> Resolved;
      if ((Real.empty() || SM.isLoadedFileID(FID)) &&
          !llvm::sys::fs::real_path(Entry->getName(), Resolved))
        Real = Resolved;
      It->second = Real.empty() ? Entry->getName().str() : Real.str();
    }
  return It->second;
}

bool SourceFacts::inProject(SourceLocation Loc, const ProjectScope &Scope) {
  SourceLocation Expansion = SM.getExpansionLoc(Loc);
  return Expansion.isValid() && !SM.isInSystemHeader(Expansion) &&
         Scope.contains(realPath(Expansion));
}

std::string SourceFacts::text(SourceRange Range) {
  const LangOptions &LO = Context.getLangOpts();
  CharSourceRange File = Lexer::makeFileCharRange(
      CharSourceRange::getTokenRange(Range), SM, LO);
  if (File.isValid())
    return Lexer::getSourceText(File, SM, LO).str();
  // Written inside a macro's definition (`k<<<g, 32>>>` in a LAUNCH
  // macro): the text is where it is spelled.
  SourceLocation Begin = SM.getSpellingLoc(Range.getBegin());
  SourceLocation End = SM.getSpellingLoc(Range.getEnd());
  if (SM.getFileID(Begin) == SM.getFileID(End) &&
      !SM.isBeforeInTranslationUnit(End, Begin))
    return Lexer::getSourceText(CharSourceRange::getTokenRange(Begin, End), SM,
                                LO)
        .str();
  return Lexer::getSourceText(SM.getExpansionRange(Range), SM, LO).str();
}

std::optional<std::string> SourceFacts::outermostMacro(SourceLocation Loc) {
  if (!Loc.isMacroID())
    return std::nullopt;
  // The outermost expansion starts at the macro's name in the file, also
  // when Loc came from an argument of it (a lambda passed to a dispatch
  // macro).
  SourceLocation Use = SM.getExpansionLoc(Loc);
  return Lexer::getSourceText(CharSourceRange::getTokenRange(Use, Use), SM,
                              Context.getLangOpts())
      .str();
}

namespace {

/// `[[noreturn]] void f();`: a bracketed attribute's location is its name
/// (or its scope, `gnu::`); the declaration begins at the brackets.
SourceLocation bracketedAttributeBegin(const Attr &A, const SourceManager &SM) {
  SourceLocation Name = A.hasScope() ? A.getScopeLoc() : A.getLocation();
  if (!A.isStandardAttributeSyntax() || !Name.isFileID())
    return SM.getExpansionLoc(A.getLocation());
  bool Invalid = false;
  llvm::StringRef Buffer = SM.getBufferData(SM.getFileID(Name), &Invalid);
  unsigned Offset = SM.getFileOffset(Name);
  if (Invalid || Offset > Buffer.size())
    return Name;
  unsigned I = Offset;
  for (int Bracket = 0; Bracket < 2; ++Bracket) {
    while (I > 0 && isWhitespace(Buffer[I - 1]))
      --I;
    // The second attribute of a list (`[[a, b]]`): the first gives the
    // declaration's begin.
    if (I == 0 || Buffer[I - 1] != '[')
      return Name;
    --I;
  }
  return Name.getLocWithOffset(-static_cast<int>(Offset - I));
}

} // namespace

SourceLocation SourceFacts::declarationBegin(const FunctionDecl &FD) {
  const Decl *Outer = FD.getDescribedFunctionTemplate();
  SourceLocation Begin =
      SM.getExpansionLoc(Outer ? Outer->getBeginLoc() : FD.getBeginLoc());
  for (const Attr *A : FD.attrs()) {
    // An explicit specialization inherits `__global__` from its primary
    // template: that attribute is written elsewhere.
    if (A->isImplicit() || A->isInherited() || A->getLocation().isInvalid())
      continue;
    SourceLocation Loc = bracketedAttributeBegin(*A, SM);
    if (SM.getFileID(Loc) == SM.getFileID(Begin) &&
        SM.isBeforeInTranslationUnit(Loc, Begin))
      Begin = Loc;
  }
  return Begin;
}

std::string SourceFacts::kernelKey(const FunctionDecl &FD) {
  SourceLocation Begin = declarationBegin(FD);
  return (realPath(Begin) + ":" + llvm::Twine(SM.getFileOffset(Begin))).str();
}

} // namespace kx
