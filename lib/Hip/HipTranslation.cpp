//===- HipTranslation.cpp - A standalone unit, in HIP ---------------------===//
//
// Walks the declarations a unit copies, as written (template patterns: the
// text that is copied), with HipTranslator, which turns what refers to the
// CUDA toolchain into edits on that text; then writes the unit with them.
// Edits sit at spelling locations, so a name inside a project macro's
// definition is translated in the copied #define.
//
//===----------------------------------------------------------------------===//

#include "HipTranslation.h"
#include "HipTranslator.h"
#include "Support/AttributeOrder.h"
#include "VectorOperators.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "clang/Lex/MacroInfo.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/StringExtras.h"
#include <cstring>
#include <fmt/format.h>
#include <map>
#include <set>

using namespace clang;

namespace kx {

namespace {

/// The calls and members of a variant's specialization, and of the
/// template specializations it calls, directly or through the project's
/// functions: what a walk of the templates' text sees as dependent,
/// resolved for the unit's arguments.
class InstantiatedCalls : public RecursiveASTVisitor<InstantiatedCalls> {
public:
  InstantiatedCalls(HipTranslator &Translator, OriginClassifier &Origins)
      : Translator(Translator), Origins(Origins) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitMemberExpr(MemberExpr *E) {
    Translator.halfPairMember(*E);
    return true;
  }

  // A conversion to a bfloat16 from a template parameter's type.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    return Translator.VisitCXXOperatorCallExpr(E);
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    return Translator.VisitImplicitCastExpr(E);
  }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Callee->getIdentifier())
      return true;
    Origin Where = Origins.of(Callee->getLocation());
    const FunctionDecl *Definition = nullptr;
    if (Where == Origin::Toolchain) {
      if (std::optional<CalleeName> Name = calleeName(*E))
        Translator.bfloat16Load(*E, *Name);
      Translator.halfAtomic(*E, Callee->getName()) ||
          Translator.halfShuffle(*E, Callee->getName());
    } else if ((Callee->isTemplateInstantiation() ||
                Where == Origin::Project) &&
               Callee->hasBody(Definition)) {
      // A project function is followed to the specializations it calls
      // (a plain kernel's Packed<bfloat16>::zeros()).
      scan(*Definition);
    }
    return true;
  }

  void scan(const FunctionDecl &Function) {
    if (Scanned.insert(&Function).second)
      TraverseDecl(const_cast<FunctionDecl *>(&Function));
  }

private:
  HipTranslator &Translator;
  OriginClassifier &Origins;
  llvm::SmallPtrSet<const FunctionDecl *, 8> Scanned;
};

} // namespace

HipUnit translateToHip(const UnitContents &Contents, SourceFacts &Facts,
                       const PreprocessorRecord &Record,
                       const ProjectScope &Scope,
                       const ToolchainDirectories &Toolchain,
                       const HipOptions &Options) {
  HipUnit Unit;
  UnitSpelling Spelling;
  std::set<std::string> Translations, Unavailable;
  OriginClassifier Origins(Facts, Scope, Toolchain);
  HipTranslator Translator(Facts, Origins, Options, Spelling, Unit.Notes,
                           Translations, Unavailable);
  // The specialization first: what it rewrites whole (a bfloat16 load) the
  // template's text then leaves alone.
  InstantiatedCalls(Translator, Origins)
      .scan(Contents.Definition ? *Contents.Definition
                                : *Contents.WrittenKernel);
  Translator.walkCopied(Contents);

  // The project's float4 operator+ and the like: HIP defines them.
  for (const HipProvidedOperator &Operator :
       hipProvidedOperators(Contents.Decls, Facts)) {
    Spelling.Edits[Operator.File].push_back(
        {Operator.Begin, Operator.End - Operator.Begin,
         fmt::format("// {} on {}: HIP's vector types define it",
                     Operator.Name, Operator.VectorType)});
    Translator.addNote(
        "hip-provides", Operator.File, Operator.Begin, Operator.Declared,
        fmt::format("HIP's vector types define '{}' for {}: the project's "
                    "definition is left out",
                    Operator.Name, Operator.VectorType));
  }

  std::vector<CopiedRange> Ranges = copiedRanges(Contents);
  Translator.conditionals(Record, Ranges);
  Translator.macros(Record, Ranges);
  Translator.ignoredText(Record, Ranges);

  // Template arguments spelled into the kernel, and an explicit
  // instantiation's line, name types too.
  UnitContents Translated = Contents;
  for (TextEdit &Edit : Translated.Kernel.Edits)
    Edit.Replacement = translateIdentifiers(Edit.Replacement, Options.Version);
  Translated.Kernel.Trailer =
      translateIdentifiers(Translated.Kernel.Trailer, Options.Version);
  // As in the kernel's text, HIP has no __grid_constant__.
  for (size_t At; (At = Translated.Kernel.Trailer.find("__grid_constant__ ")) !=
                  std::string::npos;)
    Translated.Kernel.Trailer.erase(At, std::strlen("__grid_constant__ "));

  if (Options.Version.atLeast(6, 2))
    Spelling.Prologue = "#define HIP_ENABLE_WARP_SYNC_BUILTINS\n";
  if (Translator.narrowsInBraces()) {
    Spelling.Prologue +=
        "#pragma clang diagnostic ignored \"-Wc++11-narrowing\"\n";
    Translations.insert("narrowing in a braced initializer (nvcc warns) -> "
                        "allowed: #pragma clang diagnostic ignored "
                        "\"-Wc++11-narrowing\"");
  }
  for (const std::string &Include : Contents.Facts.Includes) {
    std::optional<std::string> Hip = hipInclude(Include, Options.Version);
    std::string Line = Hip ? *Hip : Include;
    if (!Line.empty() && !llvm::is_contained(Unit.Includes, Line))
      Unit.Includes.push_back(Line);
    if (Hip && !Hip->empty() && *Hip != Include)
      Translations.insert(fmt::format("{} -> {}", Include, *Hip));
  }
  // A header the CUDA runtime brought (cuda_fp16.h for __half) is not in
  // the CUDA unit's #includes, but hip_runtime.h does not bring its HIP
  // counterpart.
  for (const std::string &Header : Contents.ToolchainHeaders) {
    std::optional<std::string> Hip =
        hipInclude("<" + Header + ">", Options.Version);
    if (Hip && !Hip->empty() && !llvm::is_contained(Unit.Includes, *Hip))
      Unit.Includes.push_back(*Hip);
  }
  Spelling.Includes = Unit.Includes;
  Spelling.Definitions = hipFallbackDefinitions(Translator.fallbacks());

  WrittenUnit Written = writeUnit(Translated, Spelling, Facts, Record);
  Unit.Text = std::move(Written.Text);
  // hipcc is clang: an attribute-specifier goes before the keywords
  // (Support/AttributeOrder.h; the same lines).
  if (std::optional<std::string> Reordered = attributesFirst(Unit.Text)) {
    Unit.Text = std::move(*Reordered);
    Translations.insert("an attribute-specifier after CUDA's keywords "
                        "(`__shared__ alignas(16)`) -> written before them");
  }
  for (size_t I = 0; I < Unit.Notes.size(); ++I)
    Unit.Notes[I].Line = Written.AnchorLines[I];
  llvm::stable_sort(Unit.Notes, [](const HipNote &A, const HipNote &B) {
    return std::tie(A.Line, A.Kind) < std::tie(B.Line, B.Kind);
  });
  Unit.Translations.assign(Translations.begin(), Translations.end());
  Unit.Unavailable.assign(Unavailable.begin(), Unavailable.end());
  return Unit;
}

} // namespace kx
