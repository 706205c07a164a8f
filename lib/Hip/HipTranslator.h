//===- HipTranslator.h - CUDA names and calls in a unit, as HIP edits -*- C++ -*-===//
//
// The visitor behind translateToHip: walks the declarations a unit copies,
// as written, and turns each reference to the CUDA toolchain (names, warp
// intrinsics, half-precision atomics and shuffles, launches) into an edit
// of that text, with a note where the translation changes behaviour.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_HIPTRANSLATOR_H
#define KERNEL_EXTRACT_LIB_HIP_HIPTRANSLATOR_H

#include "CudaCalls.h"
#include "HipDirectives.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/RecursiveASTVisitor.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

namespace kx {
namespace hip_detail {
// Private to the HIP library: the visitor's many clang names, unqualified.
using namespace clang;

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
    metaGroup(*E);
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
    // `tiled_partition<32>(block)`: a 64-wide wavefront holds two such
    // tiles, and a warp index taken from warpSize counts one of them.
    if (Name == "tiled_partition" && E->getDirectCallee())
      if (const TemplateArgumentList *Args =
              E->getDirectCallee()->getTemplateSpecializationArgs();
          Args && Args->size() >= 1 &&
          Args->get(0).getKind() == TemplateArgument::Integral &&
          Args->get(0).getAsIntegral() == 32)
        note("warp-size", E->getSourceRange(),
             "a tile of 32 threads: AMD wavefronts are 64 wide and hold two "
             "such tiles (a warp index from warpSize counts one)");
    if (bfloat16Load(*E, *Callee)) {
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
    // nvcc warns of `register`; hipcc's C++17 rejects it.
    if (D->getStorageClass() == SC_Register &&
        removeKeyword(D->getBeginLoc(), D->getLocation(), "register"))
      Translations.insert("register (a storage class C++17 removed) -> "
                          "removed");
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
    // `threadIdx.x / warpSize` is the wavefront's index in HIP: not this.
    const auto *Named = dyn_cast<DeclRefExpr>(E->getRHS()->IgnoreParenImpCasts());
    if (Named && Named->getDecl()->getName() == "warpSize")
      return true;
    if (constantValue(E->getRHS(), Facts.Context) == Expected && usesThreadIndex(E->getLHS()))
      note("warp-size", E->getSourceRange(),
           "a lane or warp index computed for 32-wide warps: AMD wavefronts "
           "are 64 wide (use warpSize)");
    return true;
  }

  /// `atomicAdd(__half *, __half)`: flagged, since HIP has no such
  /// overload. A template's call is found in the specialization the unit
  /// is for (the text walked is the template's, where it is dependent).
  /// `out[i] = x;` or `__nv_bfloat16 b = x;` with a float `x`: CUDA's
  /// type converts implicitly (its operator= and constructor take a
  /// float); before HIP 6.0, hip_bfloat16 converts only through its
  /// explicit constructor.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
    const auto *Method = dyn_cast_or_null<CXXMethodDecl>(E->getDirectCallee());
    if (E->getOperator() == OO_Equal && Method && Method->getNumParams() == 1 &&
        E->getNumArgs() == 2 &&
        isBfloat16(QualType(Method->getParent()->getTypeForDecl(), 0)))
      implicitBfloat16(*E->getArg(1), Method->getParamDecl(0)->getType());
    return true;
  }
  bool VisitInitListExpr(InitListExpr *E) {
    // The conversions are in the semantic form; the walk sees the written.
    const InitListExpr *Semantic =
        E->isSemanticForm() || !E->getSemanticForm() ? E
                                                      : E->getSemanticForm();
    if (!NarrowsInBraces)
      NarrowsInBraces = llvm::any_of(
          Semantic->inits(), [&](const Expr *Init) { return isNarrowing(Init); });
    return true;
  }
  bool VisitImplicitCastExpr(ImplicitCastExpr *E) {
    const auto *Construct =
        dyn_cast<CXXConstructExpr>(E->getSubExpr()->IgnoreParens());
    if (E->getCastKind() == CK_ConstructorConversion && Construct &&
        Construct->getNumArgs() == 1 && isBfloat16(E->getType()))
      implicitBfloat16(*Construct->getArg(0),
                       Construct->getArg(0)->IgnoreImpCasts()->getType());
    return true;
  }
  /// \p Converted, of type \p From, converted implicitly to a bfloat16:
  /// before HIP 6.0, through hip_bfloat16's constructor, spelled out.
  void implicitBfloat16(const Expr &Converted, QualType From) {
    From = From.getNonReferenceType().getUnqualifiedType();
    if (Options.Version.atLeast(6, 0) || isBfloat16(From))
      return;
    std::string What = fmt::format(
        "an implicit conversion from {} to __nv_bfloat16", From.getAsString());
    if (wrap(Converted.getSourceRange(), "hip_bfloat16(", ")")) {
      Translations.insert(What + " -> hip_bfloat16(...)");
      return;
    }
    note("no-hip-equivalent", Converted.getSourceRange(),
         fmt::format("{}: before HIP 6.0, hip_bfloat16 converts only "
                     "explicitly",
                     What));
    Unavailable.insert(What);
  }

  static bool isBfloat16(QualType Type) {
    const auto *Record = Type->getAsCXXRecordDecl();
    return Record && Record->getName() == "__nv_bfloat16";
  }

  /// `__ldg(p)` (or `__ldcs`...) of a bfloat16 address → `(*(p))`: a
  /// read-only load is a load, and HIP has no __ldg of a bfloat16. A
  /// template's call is found in the specialization the unit is for.
  bool bfloat16Load(const CallExpr &E, const CalleeName &Callee) {
    if (!isBfloat16Ldg(E, Callee.Name))
      return false;
    SourceLocation Close = SM.getSpellingLoc(E.getRParenLoc());
    if (!spelledToken(Callee.Loc, Callee.Name) || Close.isInvalid() ||
        E.getRParenLoc().isMacroID()) {
      untranslated(E, Callee.Name);
      return true;
    }
    auto [NameFile, NameOffset] =
        SM.getDecomposedLoc(SM.getSpellingLoc(Callee.Loc));
    addEdit(NameFile, {NameOffset, unsigned(Callee.Name.size()), "(*"});
    Rewritten.insert(Callee.Loc.getRawEncoding());
    auto [File, Offset] = SM.getDecomposedLoc(Close);
    addEdit(File, {Offset, 1, "))"});
    Translations.insert("__ldg of a bfloat16 -> a plain load");
    return true;
  }

  bool halfAtomic(const CallExpr &E, llvm::StringRef Name) {
    const char *Type = halfAtomicType(E, Name);
    if (!Type)
      return false;
    std::string What = fmt::format("{}({} *)", Name, Type);
    if (fallBack(What))
      return true;
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

  /// What the unit defines for its HIP (hipFallbackDefinitions).
  const std::set<std::string> &fallbacks() const { return Fallbacks; }

  /// Whether a braced initializer narrows (`int v[2] = {0.0, 1.0}`): nvcc
  /// warns of it, hipcc's C++17 rejects it.
  bool narrowsInBraces() const { return NarrowsInBraces; }

private:
  /// The names of the calls rewritten whole (`__ldcs` of a bfloat16 as a
  /// load, `meta_group_rank()`): not renamed.
  llvm::DenseSet<unsigned> Rewritten;
  std::set<std::string> Fallbacks;
  bool NarrowsInBraces = false;

  /// An initializer's implicit conversion that a braced list makes an
  /// error: floating to integral; integral to floating, or to a narrower
  /// type, from a value that is not a constant.
  bool isNarrowing(const Expr *Init);

  /// Whether the unit can define \p What, which its HIP lacks; if so it
  /// will.
  bool fallBack(llvm::StringRef What) {
    if (!hasHipFallback(What, Options.Version))
      return false;
    Fallbacks.insert(What.str());
    Translations.insert(What.str() + " -> defined in the unit");
    return true;
  }

  /// `warp.meta_group_rank()` and `meta_group_size()` before HIP 5.7, of
  /// a tile cut from the thread block: the tile's index in the block and
  /// the number of tiles, spelled with the block's rank and size. Of
  /// another tile (a parameter, a tile of a tile) they stay flagged.
  void metaGroup(const CallExpr &E);

  /// The innermost namespace \p D is declared in, as a user names it (not
  /// an inline or reserved one: cooperative_groups, not __v1).
  static llvm::StringRef namespaceOf(const Decl &D);

  bool isToolchain(const Decl *D);

  void translateName(const NamedDecl *D, SourceLocation Loc);

  void warpCall(const CallExpr &E, const WarpIntrinsic &Warp,
                const CalleeName &Callee);

  /// The edit that removes `mask, ` from a call.
  std::optional<std::pair<FileID, TextEdit>>
  removeFirstArgument(const CallExpr &E, SourceLocation CalleeLoc);

  /// HIP 6.2's `_sync` functions take a 64-bit mask (a 32-bit one does not
  /// compile): the mask, unchanged in value, is cast.
  bool widenMask(const CallExpr &E, SourceLocation CalleeLoc);

  /// `umin(a, b)` → `min((unsigned int)(a), (unsigned int)(b))`: HIP has
  /// min and max for each integer type, but not CUDA's names for them; the
  /// casts keep the CUDA function's argument type. The parentheses and the
  /// comma are edited, so what the arguments hold is translated too.
  bool integerMinMax(const CallExpr &E, const CalleeName &Callee,
                     llvm::StringRef Type);

  void launchAsGgl(const CUDAKernelCallExpr &E);

  bool isFullMask(const Expr *Mask);

  void fullMaskNote(const Expr &E);
};

} // namespace hip_detail

using hip_detail::HipTranslator;

} // namespace kx

#endif
