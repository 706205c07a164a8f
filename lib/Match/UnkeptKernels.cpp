//===- UnkeptKernels.cpp - __global__ the parse made no kernel of ---------===//

#include "UnkeptKernels.h"
#include "Support/RawTokens.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclCXX.h"
#include "clang/AST/DeclFriend.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/Support/MemoryBuffer.h"

using namespace clang;
using namespace llvm;

namespace kx {

namespace {

constexpr llvm::StringLiteral GlobalKeyword = "__global__";

/// The `__global__` of every kernel declaration that is not a definition,
/// where the file writes it: such a place declares a kernel defined
/// elsewhere, and loses none.
class DeclarationSites {
public:
  explicit DeclarationSites(const SourceManager &SM) : SM(SM) {}

  void walk(const DeclContext &Context) {
    for (const Decl *D : Context.decls())
      visit(*D);
  }

  void visit(const Decl &D) {
    if (const auto *Inner = dyn_cast<DeclContext>(&D);
        Inner && (isa<NamespaceDecl>(D) || isa<LinkageSpecDecl>(D) ||
                  isa<ExportDecl>(D) || isa<CXXRecordDecl>(D))) {
      walk(*Inner);
      return;
    }
    if (const auto *Class = dyn_cast<ClassTemplateDecl>(&D)) {
      walk(*Class->getTemplatedDecl());
      return;
    }
    if (const auto *Friend = dyn_cast<FriendDecl>(&D)) {
      if (const NamedDecl *Named = Friend->getFriendDecl())
        visit(*Named);
      return;
    }
    const FunctionDecl *Function = D.getAsFunction();
    if (!Function || Function->doesThisDeclarationHaveABody())
      return;
    for (const CUDAGlobalAttr *Attr : Function->specific_attrs<CUDAGlobalAttr>())
      if (!Attr->isInherited())
        Sites.insert(SM.getExpansionLoc(Attr->getLocation()));
  }

  DenseSet<SourceLocation> Sites;

private:
  const SourceManager &SM;
};

/// Whether a macro's definition writes `__global__` for a kernel: not only
/// on explicit instantiations (`template __global__ void k<T>(T *);`),
/// which name a kernel defined elsewhere.
bool spellsKernelGlobal(const MacroInfo &Macro) {
  ArrayRef<Token> Tokens = Macro.tokens();
  for (size_t I = 0; I < Tokens.size(); ++I) {
    const IdentifierInfo *Name = Tokens[I].getIdentifierInfo();
    if (Name && Name->getName() == GlobalKeyword &&
        (I == 0 || Tokens[I - 1].isNot(tok::kw_template)))
      return true;
  }
  return false;
}

/// Whether the `__global__` at \p Offset of a file follows `template`: an
/// explicit instantiation, whose kernel is defined elsewhere.
class ExplicitInstantiations {
public:
  bool at(FileID File, unsigned Offset, const SourceManager &SM) {
    auto [It, Inserted] = Tokens.try_emplace(File);
    if (Inserted)
      It->second = rawTokens(SM.getBufferData(File));
    const std::vector<RawToken> &Of = It->second;
    auto Next = partition_point(
        Of, [&](const RawToken &T) { return T.Offset < Offset; });
    return Next != Of.begin() && std::prev(Next)->Spelling == "template";
  }

private:
  DenseMap<FileID, std::vector<RawToken>> Tokens;
};

} // namespace

std::vector<SourceLine> unkeptKernelSites(ASTContext &Context,
                                          const PreprocessorRecord &Record,
                                          const ProjectScope &Scope,
                                          const std::vector<Kernel> &Kept) {
  SourceFacts Facts(Context);
  const SourceManager &SM = Context.getSourceManager();
  DeclarationSites Declared(SM);
  for (const Decl *D : Context.getTranslationUnitDecl()->decls())
    if (Facts.inProject(D->getLocation(), Scope))
      Declared.visit(*D);

  DenseMap<const MacroInfo *, bool> MacroSpellsGlobal;
  ExplicitInstantiations Instantiations;
  std::vector<SourceLine> Unkept;
  for (const PreprocessorRecord::Expansion &E : Record.Expansions) {
    bool Written = E.Name == GlobalKeyword;
    if (!Written) {
      auto [It, Inserted] = MacroSpellsGlobal.try_emplace(E.Macro);
      if (Inserted)
        It->second = spellsKernelGlobal(*E.Macro);
      if (!It->second)
        continue;
    }
    if (Declared.Sites.contains(E.Loc) || !Facts.inProject(E.Loc, Scope))
      continue;
    StringRef File = Facts.realPath(E.Loc);
    auto [FileId, Offset] = SM.getDecomposedLoc(E.Loc);
    if (any_of(Kept, [&](const Kernel &K) {
          return K.Span.File == File && K.Span.BeginOffset <= Offset &&
                 Offset <= K.Span.EndOffset;
        }))
      continue;
    if (Written && Instantiations.at(FileId, Offset, SM))
      continue;
    Unkept.push_back({File.str(), SM.getExpansionLineNumber(E.Loc)});
  }
  llvm::sort(Unkept);
  Unkept.erase(std::unique(Unkept.begin(), Unkept.end()), Unkept.end());
  return Unkept;
}

std::vector<SourceLine> kernelDefinitionsSpelled(StringRef File) {
  ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer = MemoryBuffer::getFile(File);
  if (!Buffer)
    return {};
  StringRef Text = (*Buffer)->getBuffer();
  std::vector<RawToken> Tokens = rawTokens(Text);
  std::vector<SourceLine> Found;
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (Tokens[I].Spelling != GlobalKeyword)
      continue;
    // A definition reaches its body before any `;` outside parentheses.
    unsigned Depth = 0;
    for (size_t J = I + 1; J < Tokens.size(); ++J) {
      tok::TokenKind Kind = Tokens[J].Kind;
      Depth += Kind == tok::l_paren;
      Depth -= Depth > 0 && Kind == tok::r_paren;
      if (Depth > 0)
        continue;
      if (Kind == tok::l_brace)
        Found.push_back(
            {File.str(), unsigned(Text.take_front(Tokens[I].Offset).count('\n')) + 1});
      if (Kind == tok::l_brace || Kind == tok::semi)
        break;
    }
  }
  return Found;
}

} // namespace kx
