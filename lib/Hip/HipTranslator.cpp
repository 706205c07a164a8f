//===- HipTranslator.cpp - The toolchain's names and calls as HIP's ------===//
//
// The visitor's members for names and namespaces of the toolchain, calls
// (warp calls and their masks, integer min/max, the tile queries HIP 5
// lacks), launches as hipLaunchKernelGGL, and the 32-wide warp assumptions
// it flags. Half and bfloat16 are in HipHalfTypes.cpp.
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


bool HipTranslator::VisitTemplateSpecializationTypeLoc(TemplateSpecializationTypeLoc TL) {
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

bool HipTranslator::TraverseNestedNameSpecifierLoc(NestedNameSpecifierLoc NNS) {
  for (NestedNameSpecifierLoc Part = NNS; Part; Part = Part.getPrefix())
    if (const NamespaceDecl *Namespace =
            Part.getNestedNameSpecifier()->getAsNamespace())
      translateName(Namespace, Part.getLocalBeginLoc());
  return RecursiveASTVisitor::TraverseNestedNameSpecifierLoc(NNS);
}

bool HipTranslator::VisitCUDAKernelCallExpr(CUDAKernelCallExpr *E) {
  note("dynamic-parallelism", E->getSourceRange(),
       "a kernel launched from device code: HIP has no dynamic "
       "parallelism");
  if (Options.LaunchGgl)
    launchAsGgl(*E);
  return true;
}

bool HipTranslator::VisitCallExpr(CallExpr *E) {
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

bool HipTranslator::VisitVarDecl(VarDecl *D) {
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

bool HipTranslator::VisitBinaryOperator(BinaryOperator *E) {
  if (laneArithmetic(*E, Facts.Context, 32))
    note("warp-size", E->getSourceRange(),
         "a lane or warp index computed for 32-wide warps: AMD wavefronts "
         "are 64 wide (use warpSize)");
  return true;
}

bool HipTranslator::VisitInitListExpr(InitListExpr *E) {
  // The conversions are in the semantic form; the walk sees the written.
  const InitListExpr *Semantic =
      E->isSemanticForm() || !E->getSemanticForm() ? E
                                                    : E->getSemanticForm();
  if (!NarrowsInBraces)
    NarrowsInBraces = llvm::any_of(
        Semantic->inits(), [&](const Expr *Init) { return isNarrowing(Init); });
  return true;
}

void HipTranslator::castIndexArguments(const CallExpr &E, llvm::StringRef Name) {
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

} // namespace hip_detail
} // namespace kx
