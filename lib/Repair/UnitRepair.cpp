//===- UnitRepair.cpp - Every unit checked, and repaired from its TU ------===//

#include "UnitRepair.h"
#include "DeclarationLookup.h"
#include "UnitCheck.h"
#include "clang/AST/Decl.h"
#include "clang/Lex/MacroInfo.h"
#include "clang/Lex/Preprocessor.h"
#include "llvm/ADT/STLExtras.h"
#include <chrono>

using namespace clang;

namespace kx {

namespace {

/// Adds to \p Additions what the TU declares of \p Missing; records each
/// name added in \p Repaired. False when nothing was new.
bool addFromTranslationUnit(const std::vector<MissingName> &Missing,
                            ASTContext &Context, Preprocessor &PP,
                            const FunctionDecl &Kernel,
                            ClosureAdditions &Additions,
                            std::vector<StandaloneUnit::Repair> &Repaired) {
  bool Added = false;
  for (const MissingName &Name : Missing) {
    std::string Shown =
        Name.Scope.empty() ? Name.Name : Name.Scope + "::" + Name.Name;
    bool Found = false;
    // A macro the unit uses and does not define: unqualified only.
    if (Name.Scope.empty())
      if (IdentifierInfo *Id = PP.getIdentifierInfo(Name.Name);
          Id && PP.getMacroInfo(Id)) {
        Found = true;
        if (!llvm::is_contained(Additions.Macros, Name.Name)) {
          Additions.Macros.push_back(Name.Name);
          Added = true;
        }
      }
    for (const NamedDecl *D :
         lookupInTranslationUnit(Context, Name.Scope, Name.Name, Kernel)) {
      Found = true;
      if (!llvm::is_contained(Additions.Decls, D)) {
        Additions.Decls.push_back(D);
        Added = true;
      }
    }
    if (Found && llvm::none_of(Repaired, [&](const auto &R) {
          return R.Name == Shown;
        }))
      Repaired.push_back({Shown, Name.Error});
  }
  return Added;
}

} // namespace

void checkAndRepairUnit(StandaloneUnit &Unit, ClosureAdditions &Additions,
                        const UnitCheckSettings &Settings,
                        ASTContext &Context, Preprocessor &PP,
                        const FunctionDecl &Kernel,
                        llvm::function_ref<StandaloneUnit()> Rebuild) {
  std::vector<StandaloneUnit::Repair> Repaired;
  auto Check = [&] {
    if (!Settings.Preludes)
      return checkUnitText(Unit.Text, "standalone.cu", Settings.Args);
    LeadingDirectives Split = splitLeadingDirectives(Unit.Text);
    if (std::string Precompiled =
            Settings.Preludes->precompiledFor(Settings.Args, Split.Directives);
        !Precompiled.empty())
      return checkUnitText(Split.Rest, "standalone.cu", Settings.Args,
                           Precompiled);
    auto Start = std::chrono::steady_clock::now();
    UnitCheckResult Checked =
        checkUnitText(Unit.Text, "standalone.cu", Settings.Args,
                      Settings.Preludes->precompiledFor(Settings.Args));
    if (!Split.Directives.empty())
      Settings.Preludes->noteCheck(
          Settings.Args, Split.Directives,
          std::chrono::duration<double>(std::chrono::steady_clock::now() -
                                        Start)
              .count());
    return Checked;
  };
  UnitCheckResult Result = Check();
  for (unsigned Round = 0; !Result.Compiled && Round < Settings.MaxRepairs;
       ++Round) {
    std::vector<StandaloneUnit::Repair> Before = Repaired;
    if (!addFromTranslationUnit(Result.Missing, Context, PP, Kernel,
                                Additions, Repaired))
      break;
    StandaloneUnit Again = Rebuild();
    // The additions changed nothing the unit writes: checking it again
    // would find the same errors.
    if (Again.Text == Unit.Text) {
      Repaired = std::move(Before);
      break;
    }
    Unit = std::move(Again);
    Result = Check();
  }
  Unit.Repaired = std::move(Repaired);
  if (Result.Compiled) {
    Unit.Check = "ok";
    return;
  }
  if (Settings.TranslationUnitHadErrors && Result.Missing.empty()) {
    Unit.Check = "unjudged";
    return;
  }
  Unit.Check = "failed";
  Unit.SelfContained = false;
  std::string Blocker = "does not compile alone: " + Result.FirstError;
  if (!llvm::is_contained(Unit.Blockers, Blocker))
    Unit.Blockers.push_back(std::move(Blocker));
}

} // namespace kx
