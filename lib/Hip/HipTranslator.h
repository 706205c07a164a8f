//===- HipTranslator.h - CUDA names and calls in a unit, as HIP edits -*- C++ -*-===//
//
// The visitor behind translateToHip: walks the declarations a unit copies,
// as written, and turns each reference to the CUDA toolchain (names, warp
// intrinsics, half-precision atomics and shuffles, launches) into an edit
// of that text, with a note where the translation changes behaviour. Its
// members are in HipTranslator.cpp and HipHalfTypes.cpp.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_HIPTRANSLATOR_H
#define KERNEL_EXTRACT_LIB_HIP_HIPTRANSLATOR_H

#include "CudaCalls.h"
#include "HipDirectives.h"
#include "NameReferences.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/Basic/CharInfo.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

namespace kx {
namespace hip_detail {
// Private to the HIP library: the visitor's many clang names, unqualified.
using namespace clang;

class HipTranslator : public NameReferences<HipTranslator>,
                      public HipDirectives {
public:
  using HipDirectives::HipDirectives;
  bool VisitMemberExpr(MemberExpr *E) {
    translateName(E->getMemberDecl(), E->getMemberLoc());
    halfPairMember(*E);
    return true;
  }
  bool VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL);
  bool TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS);

  bool VisitAsmStmt(AsmStmt *S) {
    note("inline-asm", S->getSourceRange(),
         "inline assembly (PTX) does not assemble for AMD GPUs");
    return true;
  }

  bool VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E);

  bool VisitCallExpr(CallExpr *E);

  bool VisitVarDecl(VarDecl *D);

  bool VisitBinaryOperator(BinaryOperator *E);

  /// `atomicAdd(__half *, __half)`: flagged, since HIP has no such
  /// overload. A template's call is found in the specialization the unit
  /// is for (the text walked is the template's, where it is dependent).
  /// `out[i] = x;` or `__nv_bfloat16 b = x;` with a float `x`: CUDA's
  /// type converts implicitly (its operator= and constructor take a
  /// float); before HIP 6.0, hip_bfloat16 converts only through its
  /// explicit constructor.
  bool VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E);
  bool VisitInitListExpr(InitListExpr *E);
  bool VisitImplicitCastExpr(ImplicitCastExpr *E);
  /// \p Converted, of type \p From, converted implicitly to a bfloat16:
  /// before HIP 6.0, through hip_bfloat16's constructor, spelled out.
  void implicitBfloat16(const Expr &Converted, QualType From);

  static bool isBfloat16(QualType Type) {
    const auto *Record = Type->getAsCXXRecordDecl();
    return Record && Record->getName() == "__nv_bfloat16";
  }

  /// `__ldg(p)` (or `__ldcs`...) of a bfloat16 address → `(*(p))`: a
  /// read-only load is a load, and HIP has no __ldg of a bfloat16. A
  /// template's call is found in the specialization the unit is for.
  bool bfloat16Load(const CallExpr &E, const CalleeName &Callee);

  bool halfAtomic(const CallExpr &E, llvm::StringRef Name);

  /// `h.x` of a `__half2` → `__low2half(h)`: HIP's members are the raw
  /// bits (unsigned short), which convert to a number, not to a half. A
  /// write is flagged.
  void halfPairMember(const MemberExpr &E);

  /// `printf("%d", blockIdx.x)`, `min(n, blockDim.x)`: the built-in
  /// index, cast to the unsigned int it is in CUDA.
  void castIndexArguments(const CallExpr &E, llvm::StringRef Name);

  /// `__shfl_down_sync(mask, h, d)` of a `__half` or `__half2`: HIP has
  /// the 16-bit shuffles from 6.0.
  bool halfShuffle(const CallExpr &E, llvm::StringRef Name);

  /// What the unit defines for its HIP (hipFallbackDefinitions).
  const std::set<std::string> &fallbacks() const { return Fallbacks; }

  /// Whether a braced initializer narrows (`int v[2] = {0.0, 1.0}`): nvcc
  /// warns of it, hipcc's C++17 rejects it.
  bool narrowsInBraces() const { return NarrowsInBraces; }

private:
  friend class NameReferences<HipTranslator>;

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
