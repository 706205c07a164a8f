//===- HipHalfTypes.cpp - CUDA's half and bfloat16 uses, as HIP's --------===//
//
// The visitor's members for 16-bit floating point: HIP's __half2 members
// are raw bits, hip_bfloat16 converts only explicitly before HIP 6.0, and
// HIP lacks half atomics, half shuffles before 6.0 and __ldg of a bfloat16.
//
//===----------------------------------------------------------------------===//

#include "HipTranslator.h"

namespace kx {
namespace hip_detail {

bool HipTranslator::VisitCXXOperatorCallExpr(CXXOperatorCallExpr *E) {
  const auto *Method = dyn_cast_or_null<CXXMethodDecl>(E->getDirectCallee());
  if (E->getOperator() == OO_Equal && Method && Method->getNumParams() == 1 &&
      E->getNumArgs() == 2 &&
      isBfloat16(QualType(Method->getParent()->getTypeForDecl(), 0)))
    implicitBfloat16(*E->getArg(1), Method->getParamDecl(0)->getType());
  return true;
}

bool HipTranslator::VisitImplicitCastExpr(ImplicitCastExpr *E) {
  const auto *Construct =
      dyn_cast<CXXConstructExpr>(E->getSubExpr()->IgnoreParens());
  if (E->getCastKind() == CK_ConstructorConversion && Construct &&
      Construct->getNumArgs() == 1 && isBfloat16(E->getType()))
    implicitBfloat16(*Construct->getArg(0),
                     Construct->getArg(0)->IgnoreImpCasts()->getType());
  return true;
}

void HipTranslator::implicitBfloat16(const Expr &Converted, QualType From) {
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

bool HipTranslator::bfloat16Load(const CallExpr &E, const CalleeName &Callee) {
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

bool HipTranslator::halfAtomic(const CallExpr &E, llvm::StringRef Name) {
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

void HipTranslator::halfPairMember(const MemberExpr &E) {
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

bool HipTranslator::halfShuffle(const CallExpr &E, llvm::StringRef Name) {
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

} // namespace hip_detail
} // namespace kx
