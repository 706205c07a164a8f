//===- HipTranslator.cpp - The translating visitor's helpers --------------===//
//
// The visitor's longer members, out of its header: names and namespaces of
// the toolchain, warp calls and their masks, integer min/max, launches as
// hipLaunchKernelGGL, and the tile queries HIP 5 lacks.
//
//===----------------------------------------------------------------------===//

#include "HipTranslator.h"

namespace kx {
namespace hip_detail {

void HipTranslator::metaGroup(const CallExpr &E) {
  const MemberExpr *Member = metaGroupOfBlockTile(E);
  if (!Member || !isToolchain(Member->getMemberDecl()) ||
      Options.Version.atLeast(5, 7))
    return;
  std::string Tile = Facts.text(Member->getBase()->getSourceRange());
  bool Rank = Member->getMemberDecl()->getName() == "meta_group_rank";
  std::string Text =
      Rank ? fmt::format("(cooperative_groups::this_thread_block()"
                         ".thread_rank() / {}.size())",
                         Tile)
           : fmt::format("((cooperative_groups::this_thread_block().size() "
                         "+ {0}.size() - 1) / {0}.size())",
                         Tile);
  if (!E.getBeginLoc().isFileID() || !E.getEndLoc().isFileID() ||
      !replace(E.getSourceRange(), Text))
    return;
  Rewritten.insert(Member->getMemberLoc().getRawEncoding());
  Translations.insert(Rank ? "thread_block_tile::meta_group_rank() -> "
                             "this_thread_block().thread_rank() / size()"
                           : "thread_block_tile::meta_group_size() -> "
                             "this_thread_block().size() / size(), rounded "
                             "up");
}

llvm::StringRef HipTranslator::namespaceOf(const Decl &D) {
  for (const DeclContext *Context = D.getDeclContext(); Context;
       Context = Context->getParent())
    if (const auto *Namespace = dyn_cast<NamespaceDecl>(Context))
      if (!Namespace->isInline() && Namespace->getIdentifier() &&
          !Namespace->getName().starts_with("__"))
        return Namespace->getName();
  return "";
}

bool HipTranslator::isToolchain(const Decl *D) {
  return Origins.of(D->getLocation()) == Origin::Toolchain;
}

void HipTranslator::translateName(const NamedDecl *D, SourceLocation Loc) {
  if (!D || !D->getIdentifier() || Loc.isInvalid() || !isToolchain(D))
    return;
  llvm::StringRef Name = D->getName();
  if (warpIntrinsic(Name) || Name == "__activemask" ||
      Name == "__syncwarp" || Rewritten.contains(Loc.getRawEncoding()))
    return; // Calls are rewritten whole (VisitCallExpr).
  if (isTextureName(Name))
    note("texture", SourceRange(Loc, Loc),
         "texture and surface objects: HIP supports a subset, and "
         "filtering and addressing may differ");
  if (std::optional<std::string> Why =
          missingInHip(namespaceOf(*D), Name, Options.Version)) {
    llvm::StringRef What = llvm::StringRef(*Why).split(": ").first;
    if (fallBack(What))
      return;
    note("no-hip-equivalent", SourceRange(Loc, Loc), *Why);
    Unavailable.insert(What.str());
    return;
  }
  if (std::optional<llvm::StringRef> Hip = hipName(Name, Options.Version))
    rename(Loc, Name, *Hip);
}

void HipTranslator::warpCall(const CallExpr &E, const WarpIntrinsic &Warp,
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

std::optional<std::pair<FileID, TextEdit>>
HipTranslator::removeFirstArgument(const CallExpr &E, SourceLocation CalleeLoc) {
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

bool HipTranslator::widenMask(const CallExpr &E, SourceLocation CalleeLoc) {
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

bool HipTranslator::integerMinMax(const CallExpr &E, const CalleeName &Callee,
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

void HipTranslator::launchAsGgl(const CUDAKernelCallExpr &E) {
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

bool HipTranslator::isNarrowing(const Expr *Init) {
  const auto *Cast = dyn_cast<ImplicitCastExpr>(Init);
  if (!Cast || Cast->getType()->isDependentType())
    return false;
  const Expr *From = Cast->getSubExpr();
  ASTContext &Context = Facts.Context;
  switch (Cast->getCastKind()) {
  case CK_FloatingToIntegral:
    return true;
  case CK_IntegralToFloating:
    return !From->isValueDependent() && !From->isEvaluatable(Context);
  case CK_FloatingCast:
  case CK_IntegralCast:
    return !From->isValueDependent() && !From->isEvaluatable(Context) &&
           Context.getTypeSize(Cast->getType()) <
               Context.getTypeSize(From->getType());
  default:
    return false;
  }
}

bool HipTranslator::isFullMask(const Expr *Mask) {
  return constantValue(Mask, Facts.Context) == 0xffffffffLL;
}

void HipTranslator::fullMaskNote(const Expr &E) {
  note("warp-size", E.getSourceRange(),
       "a full-warp mask of 32 lanes (0xffffffff): AMD wavefronts are 64 "
       "wide");
}

} // namespace hip_detail
} // namespace kx
