//===- DeviceLaunches.cpp - Kernels launched from device code ------------===//

#include "DeviceLaunches.h"
#include "clang/AST/ASTMutationListener.h"
#include "clang/AST/Attr.h"
#include "clang/AST/DeclTemplate.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Lex/Token.h"
#include "clang/Sema/Sema.h"
#include "clang/Sema/SemaCUDA.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"

using namespace clang;

namespace kx {

namespace {

/// Follows the tokens the parser reads far enough to tell, at a `<<<`, the
/// name it launches: the last name before it, past a template argument
/// list (`fill<T><<<`).
class DeviceLaunchSites : public ASTMutationListener {
public:
  DeviceLaunchSites(CompilerInstance &CI, std::shared_ptr<bool> Found)
      : CI(CI), SM(CI.getSourceManager()), Found(std::move(Found)) {}

  void see(const Token &Tok) {
    // Annotations repeat what was read; a backtracking parser reads some
    // tokens twice: follow each once. (A macro's tokens share the place of
    // its use.)
    SourceLocation Loc = Tok.getLocation();
    SourceLocation At = SM.getExpansionLoc(Loc);
    if (Tok.isAnnotation() || At.isInvalid() || Loc == LastToken ||
        (Last.isValid() && At != Last &&
         SM.isBeforeInTranslationUnit(At, Last)))
      return;
    Last = At;
    LastToken = Loc;
    if (Tok.is(tok::lesslessless)) {
      if (Angles.empty() && Name.isValid())
        allowLaunch(Name, Tok.getLocation());
      Name = SourceLocation();
      return;
    }
    if (!Angles.empty()) {
      follow(Tok);
      return;
    }
    if (Tok.is(tok::identifier)) {
      Name = Tok.getLocation();
      AfterName = true;
      return;
    }
    if (Tok.is(tok::less) && AfterName) {
      Angles.push_back(0);
      return;
    }
    AfterName = false;
    if (!Tok.isOneOf(tok::coloncolon, tok::kw_template))
      Name = SourceLocation();
  }

  void
  AddedCXXTemplateSpecialization(const FunctionTemplateDecl *Template,
                                 const FunctionDecl *Specialization) override {
    auto Known = InTemplates.find(Template->getCanonicalDecl());
    if (Known != InTemplates.end())
      for (SourceLocation Loc : Known->second)
        allow(Specialization, Loc);
  }

private:
  /// Inside a template argument list: `<` and `>` nest (`>>` closes two),
  /// parentheses hide them; a `)` it did not open, or the end of a
  /// statement, says the `<` was a comparison.
  void follow(const Token &Tok) {
    unsigned &Parens = Angles.back();
    if (Tok.is(tok::l_paren)) {
      ++Parens;
    } else if (Tok.is(tok::r_paren)) {
      if (Parens == 0)
        return forgetName();
      --Parens;
    } else if (Parens == 0 && Tok.is(tok::less)) {
      Angles.push_back(0);
    } else if (Parens == 0 && Tok.isOneOf(tok::greater, tok::greatergreater)) {
      Angles.pop_back();
      if (Tok.is(tok::greatergreater) && !Angles.empty())
        Angles.pop_back();
    } else if (Tok.isOneOf(tok::semi, tok::l_brace, tok::r_brace)) {
      forgetName();
    }
  }

  void forgetName() {
    Angles.clear();
    Name = SourceLocation();
    AfterName = false;
  }

  /// The launch of the kernel named at \p Name, configured at \p Chevrons,
  /// allowed in the function being parsed when that is device code; in a
  /// template, for its specializations too (Sema checks both references
  /// again in each, at the same locations).
  void allowLaunch(SourceLocation Name, SourceLocation Chevrons) {
    if (!CI.hasSema())
      return;
    const FunctionDecl *Caller =
        CI.getSema().getCurFunctionDecl(/*AllowLambda=*/true);
    if (!Caller || !(Caller->hasAttr<CUDAGlobalAttr>() ||
                     Caller->hasAttr<CUDADeviceAttr>()))
      return;
    *Found = true;
    const FunctionTemplateDecl *Template =
        Caller->getDescribedFunctionTemplate();
    for (SourceLocation Loc : {Name, Chevrons}) {
      allow(Caller, Loc);
      if (!Template)
        continue;
      InTemplates[Template->getCanonicalDecl()].push_back(Loc);
      for (const FunctionDecl *Specialization : Template->specializations())
        allow(Specialization, Loc);
    }
  }

  void allow(const FunctionDecl *Caller, SourceLocation Loc) {
    CI.getSema().CUDA().LocsWithCUDACallDiags.insert(
        {CanonicalDeclPtr<const FunctionDecl>(Caller), Loc});
  }

  CompilerInstance &CI;
  SourceManager &SM;
  std::shared_ptr<bool> Found;
  SourceLocation Last, LastToken;
  /// The last name read, while what follows may still launch it.
  SourceLocation Name;
  bool AfterName = false;
  /// The template argument lists open after it, each with its open
  /// parentheses.
  llvm::SmallVector<unsigned, 2> Angles;
  llvm::DenseMap<const FunctionTemplateDecl *,
                 llvm::SmallVector<SourceLocation, 4>>
      InTemplates;
};

} // namespace

DeviceLaunchReading readDeviceLaunches(CompilerInstance &CI) {
  if (!CI.getLangOpts().GPURelocatableDeviceCode)
    return {};
  auto Found = std::make_shared<bool>(false);
  auto Sites = std::make_shared<DeviceLaunchSites>(CI, Found);
  return {[Sites](const Token &Tok) { Sites->see(Tok); }, Sites, Found};
}

} // namespace kx
