//===- HipTranslation.cpp - A standalone unit, in HIP ---------------------===//
//
// Walks the declarations a unit copies, as written (template patterns: the
// text that is copied), and turns what refers to the CUDA toolchain into
// edits on that text. Edits sit at spelling locations, so a name inside a
// project macro's definition is translated in the copied #define.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/HipTranslation.h"
#include "CudaCalls.h"
#include "HipDirectives.h"
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

class HipTranslator : public RecursiveASTVisitor<HipTranslator>,
                      public HipDirectives {
public:
  using HipDirectives::HipDirectives;

  bool VisitDeclRefExpr(DeclRefExpr *E) {
    translateName(E->getDecl(), E->getLocation());
    return true;
  }
  bool VisitUnresolvedLookupExpr(UnresolvedLookupExpr *E) {
    if (E->getNumDecls())
      translateName(*E->decls_begin(), E->getNameLoc());
    return true;
  }
  bool VisitTypedefTypeLoc(TypedefTypeLoc TL) {
    translateName(TL.getTypedefNameDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitTagTypeLoc(TagTypeLoc TL) {
    translateName(TL.getDecl(), TL.getNameLoc());
    return true;
  }
  bool VisitMemberExpr(MemberExpr *E) {
    translateName(E->getMemberDecl(), E->getMemberLoc());
    halfPairMember(*E);
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
    const TemplateDecl *Template =
        TL.getTypePtr()->getTemplateName().getAsTemplateDecl();
    translateName(Template, TL.getTemplateNameLoc());
    if (Template && isToolchain(Template) &&
        (Template->getName() == "texture" || Template->getName() == "surface"))
      note("texture", TL.getSourceRange(),
           "texture and surface references: HIP supports a subset, and "
           "filtering and addressing may differ");
    return true;
  }
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
    for (NestedNameSpecifierLoc Part = NNS; Part; Part = Part.getPrefix())
      if (const NamespaceDecl *Namespace =
              Part.getNestedNameSpecifier()->getAsNamespace())
        translateName(Namespace, Part.getLocalBeginLoc());
    return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
  }

  bool VisitAsmStmt(AsmStmt *S) {
    note("inline-asm", S->getSourceRange(),
         "inline assembly (PTX) does not assemble for AMD GPUs");
    return true;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
    note("dynamic-parallelism", E->getSourceRange(),
         "a kernel launched from device code: HIP has no dynamic "
         "parallelism");
    if (Options.LaunchGgl)
      launchAsGgl(*E);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    // `block.group_dim()`: the built-in index it returns, spelled out.
    if (const char *Index = threadBlockIndex(*E)) {
      llvm::StringRef Method = E->getDirectCallee()->getName();
      if (replace(E->getSourceRange(),
                  fmt::format("dim3({0}.x, {0}.y, {0}.z)", Index)))
        Translations.insert(
            fmt::format("thread_block::{}() -> dim3({})", Method.str(), Index));
      else
        untranslated(*E, Method);
    }
    std::optional<CalleeName> Callee = calleeName(*E);
    // HIP's built-in index members are objects: through printf's `...`
    // they do not pass, and min(n, blockDim.x) matches no overload.
    if (Callee && (Callee->Name == "printf" ||
                   ((Callee->Name == "min" || Callee->Name == "max") &&
                    E->getNumArgs() == 2)))
      castIndexArguments(*E, Callee->Name);
    if (!Callee || !Callee->Declaration || !isToolchain(Callee->Declaration))
      return true;
    llvm::StringRef Name = Callee->Name;
    if (isBfloat16Ldg(*E, Name)) {
      // A read-only load is a load: HIP has no __ldg of a bfloat16.
      SourceLocation Close = SM.getSpellingLoc(E->getRParenLoc());
      if (spelledToken(Callee->Loc, Name) && Close.isValid() &&
          !E->getRParenLoc().isMacroID()) {
        auto [NameFile, NameOffset] =
            SM.getDecomposedLoc(SM.getSpellingLoc(Callee->Loc));
        addEdit(NameFile, {NameOffset, unsigned(Name.size()), "(*"});
        PlainLoads.insert(Callee->Loc.getRawEncoding());
        auto [File, Offset] = SM.getDecomposedLoc(Close);
        addEdit(File, {Offset, 1, "))"});
        Translations.insert("__ldg of a bfloat16 -> a plain load");
      } else {
        untranslated(*E, Name);
      }
    } else if (const WarpIntrinsic *Warp = warpIntrinsic(Name)) {
      warpCall(*E, *Warp, *Callee);
    } else if (Name == "__activemask") {
      if (Options.Version.atLeast(6, 2))
        return true;
      if (replace(E->getSourceRange(), "__ballot(1)"))
        Translations.insert("__activemask() -> __ballot(1)");
      else
        untranslated(*E, Name);
    } else if (Name == "__syncwarp") {
      if (E->getNumArgs() && !isa<CXXDefaultArgExpr>(E->getArg(0)) &&
          isFullMask(E->getArg(0)))
        fullMaskNote(*E);
      if (!Options.Version.atLeast(6, 2)) {
        note("no-hip-equivalent", E->getSourceRange(),
             "HIP before 6.2 has no __syncwarp; the lanes of a wavefront "
             "run in lockstep, so a wavefront barrier stands in");
        if (replace(E->getSourceRange(), "__builtin_amdgcn_wave_barrier()"))
          Translations.insert("__syncwarp -> __builtin_amdgcn_wave_barrier");
        else
          untranslated(*E, Name);
      }
    } else if (const char *Type = integerMinMaxType(Name);
               Type && E->getNumArgs() == 2) {
      if (!integerMinMax(*E, *Callee, Type))
        untranslated(*E, Name);
    } else if (std::optional<std::string> Common = mixedMinMaxType(*E, Name)) {
      // CUDA's min(int, unsigned int) and friends; HIP's min and max take
      // two arguments of one type.
      if (integerMinMax(*E, *Callee, *Common))
        Translations.insert(fmt::format("{} of mixed integer types -> {} of "
                                        "{}",
                                        Name.str(), Name.str(), *Common));
      else
        untranslated(*E, Name);
    } else if (halfAtomic(*E, Name)) {
    } else if ((Name == "__popc" || Name == "__ffs") && E->getNumArgs() == 1) {
      // A ballot is 64 bits wide in HIP.
      if (const auto *Inner =
              dyn_cast<CallExpr>(E->getArg(0)->IgnoreParenImpCasts()))
        if (std::optional<CalleeName> InnerName = calleeName(*Inner);
            InnerName && isBallot(InnerName->Name))
          rename(Callee->Loc, Name, Name == "__popc" ? "__popcll" : "__ffsll");
    }
    return true;
  }

  bool VisitVarDecl(VarDecl *D) {
    // `auto e = blockIdx.x`: CUDA's index members are unsigned ints, HIP's
    // are objects that convert to one (`e += gridDim.x` does not compile).
    if (const Expr *Init = D->getInit(); Init && isBuiltinIndex(Init))
      if (TypeSourceInfo *Info = D->getTypeSourceInfo())
        if (auto Auto =
                Info->getTypeLoc().getUnqualifiedLoc().getAs<AutoTypeLoc>())
          if (replace(Auto.getSourceRange(), "unsigned int"))
            Translations.insert("auto (a built-in index) -> unsigned int");
    // A ballot kept in 32 bits loses lanes 32-63 of a wavefront.
    if (const Expr *Init = D->getInit())
      if (const auto *Call = dyn_cast<CallExpr>(Init->IgnoreParenImpCasts()))
        if (std::optional<CalleeName> Name = calleeName(*Call);
            Name && isBallot(Name->Name) && !D->getType()->isDependentType() &&
            Facts.Context.getTypeSize(D->getType()) == 32)
          note("warp-size", D->getSourceRange(),
               "a ballot stored in 32 bits: HIP ballots are 64-bit, one bit "
               "per lane of a 64-wide wavefront");
    // `__shared__ float partial[BLOCK / 32]`: one slot per 32-wide warp.
    if (D->hasAttr<CUDASharedAttr>())
      if (TypeSourceInfo *Info = D->getTypeSourceInfo())
        if (auto Array = Info->getTypeLoc().getAs<ArrayTypeLoc>())
          if (const Expr *Size = Array.getSizeExpr())
            if (warpArithmetic(Size, Facts.Context))
              note("warp-size", D->getSourceRange(),
                   "a __shared__ array sized by a 32-wide warp (or "
                   "warpSize): AMD wavefronts are 64 wide");
    return true;
  }

  bool VisitBinaryOperator(BinaryOperator *E) {
    // threadIdx.x % 32, threadIdx.x / 32, threadIdx.x & 31, threadIdx.x >> 5.
    int64_t Expected = 0;
    switch (E->getOpcode()) {
    case BO_Rem:
    case BO_Div:
    case BO_RemAssign:
    case BO_DivAssign:
      Expected = 32;
      break;
    case BO_And:
      Expected = 31;
      break;
    case BO_Shr:
      Expected = 5;
      break;
    default:
      return true;
    }
    if (constantValue(E->getRHS(), Facts.Context) == Expected && usesThreadIndex(E->getLHS()))
      note("warp-size", E->getSourceRange(),
           "a lane or warp index computed for 32-wide warps: AMD wavefronts "
           "are 64 wide (use warpSize)");
    return true;
  }

  /// `atomicAdd(__half *, __half)`: flagged, since HIP has no such
  /// overload. A template's call is found in the specialization the unit
  /// is for (the text walked is the template's, where it is dependent).
  bool halfAtomic(const CallExpr &E, llvm::StringRef Name) {
    const char *Type = halfAtomicType(E, Name);
    if (!Type)
      return false;
    std::string What = fmt::format("{}({} *)", Name, Type);
    note("no-hip-equivalent", E.getSourceRange(),
         fmt::format("{}: HIP has no {} on a 16-bit floating-point address "
                     "(code for ROCm writes a compare-and-swap loop on the "
                     "enclosing 32-bit word)",
                     What, Name));
    Unavailable.insert(What);
    return true;
  }

  /// `h.x` of a `__half2` → `__low2half(h)`: HIP's members are the raw
  /// bits (unsigned short), which convert to a number, not to a half. A
  /// write is flagged.
  void halfPairMember(const MemberExpr &E) {
    const char *Reader = halfPairLaneReader(E);
    if (!Reader)
      return;
    if (isWrittenTo(E, Facts.Context)) {
      std::string What = fmt::format("__half2::{} written",
                                     E.getMemberDecl()->getName().str());
      note("no-hip-equivalent", E.getSourceRange(),
           What + ": HIP's __half2 members are unsigned shorts (the raw "
                  "bits), not halves");
      Unavailable.insert(What);
      return;
    }
    const Expr *Base = E.getBase();
    SourceLocation First = SM.getSpellingLoc(Base->getBeginLoc());
    SourceLocation Operator = SM.getSpellingLoc(E.getOperatorLoc());
    SourceLocation Member = SM.getSpellingLoc(E.getMemberLoc());
    auto [File, FirstOffset] = SM.getDecomposedLoc(First);
    auto [OperatorFile, OperatorOffset] = SM.getDecomposedLoc(Operator);
    if (Base->getBeginLoc().isMacroID() || E.getMemberLoc().isMacroID() ||
        OperatorFile != File || !SM.getFileEntryRefForID(File) ||
        OperatorOffset <= FirstOffset) {
      untranslated(E, E.getMemberDecl()->getName());
      return;
    }
    unsigned FirstLength = Lexer::MeasureTokenLength(First, SM, LO);
    unsigned End = SM.getFileOffset(Member) +
                   Lexer::MeasureTokenLength(Member, SM, LO);
    llvm::StringRef Buffer = SM.getBufferData(File);
    addEdit(File, {FirstOffset, FirstLength,
                   fmt::format("{}({}{}", Reader, E.isArrow() ? "*" : "",
                               Buffer.substr(FirstOffset, FirstLength).str())});
    addEdit(File, {OperatorOffset, End - OperatorOffset, ")"});
    Translations.insert(fmt::format("__half2::{} -> {}",
                                    E.getMemberDecl()->getName().str(),
                                    Reader));
  }

  /// `printf("%d", blockIdx.x)`, `min(n, blockDim.x)`: the built-in
  /// index, cast to the unsigned int it is in CUDA.
  void castIndexArguments(const CallExpr &E, llvm::StringRef Name) {
    for (const Expr *Arg : E.arguments())
      if (isBuiltinIndex(Arg)) {
        if (replace(Arg->getSourceRange(),
                    "(unsigned int)(" + Facts.text(Arg->getSourceRange()) + ")"))
          Translations.insert(fmt::format(
              "{} of a built-in index -> (unsigned int)", Name.str()));
        else
          untranslated(*Arg, Name);
      }
  }

  /// `__shfl_down_sync(mask, h, d)` of a `__half` or `__half2`: HIP has
  /// the 16-bit shuffles from 6.0.
  bool halfShuffle(const CallExpr &E, llvm::StringRef Name) {
    const WarpIntrinsic *Warp = warpIntrinsic(Name);
    unsigned Value = Name.ends_with("_sync") ? 1 : 0;
    if (!Warp || !Warp->IsShuffle || Options.Version.atLeast(6, 0) ||
        E.getNumArgs() <= Value)
      return false;
    const RecordDecl *Record = E.getArg(Value)
                                   ->IgnoreParenImpCasts()
                                   ->getType()
                                   ->getAsRecordDecl();
    if (!Record || !Record->getIdentifier() ||
        (Record->getName() != "__half" && Record->getName() != "__half2"))
      return false;
    std::string What =
        fmt::format("{}({})", Name.str(), Record->getName().str());
    note("no-hip-equivalent", E.getSourceRange(),
         What + ": HIP has warp shuffles of 16-bit halves from 6.0");
    Unavailable.insert(What);
    return true;
  }

private:
  /// The callees of the loads written as plain loads (`__ldcs` of a
  /// bfloat16): not renamed.
  llvm::DenseSet<unsigned> PlainLoads;

  /// The innermost namespace \p D is declared in, as a user names it (not
  /// an inline or reserved one: cooperative_groups, not __v1).
  static llvm::StringRef namespaceOf(const Decl &D) {
    for (const DeclContext *Context = D.getDeclContext(); Context;
         Context = Context->getParent())
      if (const auto *Namespace = dyn_cast<NamespaceDecl>(Context))
        if (!Namespace->isInline() && Namespace->getIdentifier() &&
            !Namespace->getName().starts_with("__"))
          return Namespace->getName();
    return "";
  }

  bool isToolchain(const Decl *D) {
    return Origins.of(D->getLocation()) == Origin::Toolchain;
  }

  void translateName(const NamedDecl *D, SourceLocation Loc) {
    if (!D || !D->getIdentifier() || Loc.isInvalid() || !isToolchain(D))
      return;
    llvm::StringRef Name = D->getName();
    if (warpIntrinsic(Name) || Name == "__activemask" ||
        Name == "__syncwarp" || PlainLoads.contains(Loc.getRawEncoding()))
      return; // Calls are rewritten whole (VisitCallExpr).
    if (isTextureName(Name))
      note("texture", SourceRange(Loc, Loc),
           "texture and surface objects: HIP supports a subset, and "
           "filtering and addressing may differ");
    if (std::optional<std::string> Why =
            missingInHip(namespaceOf(*D), Name, Options.Version)) {
      note("no-hip-equivalent", SourceRange(Loc, Loc), *Why);
      Unavailable.insert(llvm::StringRef(*Why).split(": ").first.str());
      return;
    }
    if (std::optional<llvm::StringRef> Hip = hipName(Name, Options.Version))
      rename(Loc, Name, *Hip);
  }

  void warpCall(const CallExpr &E, const WarpIntrinsic &Warp,
                const CalleeName &Callee) {
    halfShuffle(E, Callee.Name);
    if (E.getNumArgs() < 2)
      return;
    if (isFullMask(E.getArg(0)))
      fullMaskNote(E);
    if (Warp.IsShuffle && E.getNumArgs() >= 4 &&
        constantValue(E.getArg(3), Facts.Context) == 32)
      note("warp-size", E.getSourceRange(),
           "a shuffle of width 32: AMD wavefronts are 64 wide");
    if (Options.Version.atLeast(6, 2)) {
      // The `_sync` forms exist (behind HIP_ENABLE_WARP_SYNC_BUILTINS).
      if (!widenMask(E, Callee.Loc))
        untranslated(E, Callee.Name);
      return;
    }
    // `__shfl_down_sync(mask, v, d)` → `__shfl_down(v, d)`: HIP's
    // unmasked forms act on every active lane.
    std::optional<std::pair<FileID, TextEdit>> DropMask =
        removeFirstArgument(E, Callee.Loc);
    if (!DropMask || !spelledToken(Callee.Loc, Callee.Name)) {
      untranslated(E, Callee.Name);
      return;
    }
    addEdit(DropMask->first, DropMask->second);
    rename(Callee.Loc, Callee.Name, Warp.Unmasked);
  }

  /// The edit that removes `mask, ` from a call.
  std::optional<std::pair<FileID, TextEdit>>
  removeFirstArgument(const CallExpr &E, SourceLocation CalleeLoc) {
    auto Mask = firstArgument(E, CalleeLoc, SM, LO);
    if (!Mask)
      return std::nullopt;
    auto [File, Begin, End] = *Mask;
    // The comma, and the blanks after it.
    llvm::StringRef Buffer = SM.getBufferData(File);
    size_t Comma = Buffer.find_first_not_of(" \t\n\\", End);
    if (Comma == llvm::StringRef::npos || Buffer[Comma] != ',')
      return std::nullopt;
    size_t Next = Buffer.find_first_not_of(" \t\n\\", Comma + 1);
    return std::pair(File, TextEdit{Begin, unsigned(Next - Begin), ""});
  }

  /// HIP 6.2's `_sync` functions take a 64-bit mask (a 32-bit one does not
  /// compile): the mask, unchanged in value, is cast.
  bool widenMask(const CallExpr &E, SourceLocation CalleeLoc) {
    if (isa<CXXDefaultArgExpr>(E.getArg(0)))
      return true;
    QualType Type = E.getArg(0)->IgnoreParenImpCasts()->getType();
    if (!Type->isDependentType() && Facts.Context.getTypeSize(Type) == 64)
      return true;
    auto Mask = firstArgument(E, CalleeLoc, SM, LO);
    if (!Mask)
      return false;
    auto [File, Begin, End] = *Mask;
    llvm::StringRef Text = SM.getBufferData(File).slice(Begin, End);
    addEdit(File, {Begin, End - Begin,
                   "static_cast<unsigned long long>(" + Text.str() + ")"});
    Translations.insert("32-bit mask -> static_cast<unsigned long long>");
    return true;
  }

  /// `umin(a, b)` → `min((unsigned int)(a), (unsigned int)(b))`: HIP has
  /// min and max for each integer type, but not CUDA's names for them; the
  /// casts keep the CUDA function's argument type. The parentheses and the
  /// comma are edited, so what the arguments hold is translated too.
  bool integerMinMax(const CallExpr &E, const CalleeName &Callee,
                     llvm::StringRef Type) {
    if (!Callee.Loc.isFileID() || !E.getRParenLoc().isFileID() ||
        !spelledToken(Callee.Loc, Callee.Name))
      return false;
    auto [File, NameOffset] = SM.getDecomposedLoc(Callee.Loc);
    llvm::StringRef Buffer = SM.getBufferData(File);
    size_t Open = Buffer.find_first_not_of(" \t\n",
                                           NameOffset + Callee.Name.size());
    CharSourceRange First = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(E.getArg(0)->getSourceRange()), SM, LO);
    auto [CloseFile, Close] = SM.getDecomposedLoc(E.getRParenLoc());
    if (Open == llvm::StringRef::npos || Buffer[Open] != '(' ||
        First.isInvalid() || CloseFile != File)
      return false;
    size_t Comma = Buffer.find_first_not_of(
        " \t\n", SM.getFileOffset(First.getEnd()));
    if (Comma == llvm::StringRef::npos || Buffer[Comma] != ',' ||
        Comma > Close)
      return false;
    std::string Cast = fmt::format("({})(", Type.str());
    llvm::StringRef Hip = llvm::StringRef(Callee.Name).take_back(3);
    if (Hip != Callee.Name)
      rename(Callee.Loc, Callee.Name, Hip);
    addEdit(File, {unsigned(Open), 1, "(" + Cast});
    size_t Second = Buffer.find_first_not_of(" \t", Comma + 1);
    addEdit(File, {unsigned(Comma), unsigned(Second - Comma), "), " + Cast});
    addEdit(File, {Close, 1, "))"});
    return true;
  }

  void launchAsGgl(const CUDAKernelCallExpr &E) {
    const CallExpr *Config = E.getConfig();
    auto Text = [&](const Expr *Arg, llvm::StringRef Default) {
      if (!Arg || isa<CXXDefaultArgExpr>(Arg))
        return Default.str();
      return Facts.text(Arg->getSourceRange());
    };
    std::string Call = "hipLaunchKernelGGL(" +
                       Facts.text(E.getCallee()->getSourceRange());
    for (unsigned I = 0; I < 4; ++I) {
      const Expr *Arg = Config && I < Config->getNumArgs() ? Config->getArg(I)
                                                           : nullptr;
      std::string Value = Text(Arg, "0");
      Call += ", " + (I < 2 ? "dim3(" + Value + ")" : Value);
    }
    for (const Expr *Arg : E.arguments())
      Call += ", " + Text(Arg, "");
    Call += ")";
    if (!replace(E.getSourceRange(), Call))
      untranslated(E, "<<<>>>");
  }

  bool isFullMask(const Expr *Mask) {
    return constantValue(Mask, Facts.Context) == 0xffffffffLL;
  }

  void fullMaskNote(const Expr &E) {
    note("warp-size", E.getSourceRange(),
         "a full-warp mask of 32 lanes (0xffffffff): AMD wavefronts are 64 "
         "wide");
  }
};

/// The calls and members of a variant's specialization, and of the
/// project's template specializations it calls: what a walk of the
/// template's text sees as dependent, resolved for the unit's arguments.
class InstantiatedCalls : public RecursiveASTVisitor<InstantiatedCalls> {
public:
  InstantiatedCalls(HipTranslator &Translator, OriginClassifier &Origins)
      : Translator(Translator), Origins(Origins) {}

  bool shouldVisitTemplateInstantiations() const { return true; }

  bool VisitMemberExpr(MemberExpr *E) {
    Translator.halfPairMember(*E);
    return true;
  }

  bool VisitCallExpr(CallExpr *E) {
    const FunctionDecl *Callee = E->getDirectCallee();
    if (!Callee || !Callee->getIdentifier())
      return true;
    if (Origins.of(Callee->getLocation()) == Origin::Toolchain)
      Translator.halfAtomic(*E, Callee->getName()) ||
          Translator.halfShuffle(*E, Callee->getName());
    else if (Callee->isTemplateInstantiation() && Callee->hasBody())
      scan(*Callee);
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
  for (const Decl *D : Contents.Decls)
    Translator.TraverseDecl(const_cast<Decl *>(D));
  for (const Decl *D : Contents.LambdaDecls)
    Translator.TraverseDecl(const_cast<Decl *>(D));
  const FunctionDecl *Kernel = Contents.WrittenKernel;
  if (const FunctionTemplateDecl *Template =
          Kernel->getDescribedFunctionTemplate())
    Translator.TraverseDecl(const_cast<FunctionTemplateDecl *>(Template));
  else
    Translator.TraverseDecl(const_cast<FunctionDecl *>(Kernel));
  if (Contents.Definition && Contents.Definition != Kernel)
    InstantiatedCalls(Translator, Origins).scan(*Contents.Definition);

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

  std::vector<CopiedRange> Ranges = Contents.Code;
  Ranges.insert(Ranges.end(), Contents.MacroDefinitions.begin(),
                Contents.MacroDefinitions.end());
  for (const std::vector<CopiedRange> &Lambda : Contents.Lambdas)
    llvm::append_range(Ranges, Lambda);
  Ranges.push_back(Contents.Kernel.Range);
  Translator.conditionals(Record, Ranges);
  Translator.macros(Record, Ranges);

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

  WrittenUnit Written = writeUnit(Translated, Spelling, Facts, Record);
  Unit.Text = std::move(Written.Text);
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
