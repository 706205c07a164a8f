//===- CudaCalls.cpp - What the HIP translation reads of CUDA code --------===//

#include "CudaCalls.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/ExprCXX.h"
#include "clang/AST/ParentMapContext.h"
#include "clang/Basic/SourceManager.h"
#include "clang/Lex/Lexer.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"

using namespace clang;

namespace kx {

static constexpr WarpIntrinsic WarpIntrinsics[] = {
    {"__shfl_sync", "__shfl", true},
    {"__shfl_up_sync", "__shfl_up", true},
    {"__shfl_down_sync", "__shfl_down", true},
    {"__shfl_xor_sync", "__shfl_xor", true},
    {"__ballot_sync", "__ballot", false},
    {"__any_sync", "__any", false},
    {"__all_sync", "__all", false},
};

const WarpIntrinsic *warpIntrinsic(llvm::StringRef Name) {
  for (const WarpIntrinsic &W : WarpIntrinsics)
    if (W.Cuda == Name)
      return &W;
  return nullptr;
}

const WarpIntrinsic *unmaskedWarpIntrinsic(llvm::StringRef Name) {
  for (const WarpIntrinsic &W : WarpIntrinsics)
    if (W.Unmasked == Name)
      return &W;
  return nullptr;
}

bool isBallot(llvm::StringRef Name) {
  return Name == "__ballot_sync" || Name == "__activemask" ||
         Name == "__ballot";
}

const char *integerMinMaxType(llvm::StringRef Name) {
  if (Name == "umin" || Name == "umax")
    return "unsigned int";
  if (Name == "llmin" || Name == "llmax")
    return "long long";
  if (Name == "ullmin" || Name == "ullmax")
    return "unsigned long long";
  return nullptr;
}

/// The name of the class \p Address points to ("" when it is none).
static llvm::StringRef pointeeClassName(const Expr &Address) {
  QualType Type = Address.IgnoreImpCasts()->getType();
  if (!Type->isPointerType())
    return "";
  const auto *Record = Type->getPointeeType()->getAsRecordDecl();
  return Record && Record->getIdentifier() ? Record->getName() : "";
}

const char *halfAtomicType(const CallExpr &Call, llvm::StringRef Name) {
  if (Name != "atomicAdd" || Call.getNumArgs() != 2)
    return nullptr;
  llvm::StringRef Pointee = pointeeClassName(*Call.getArg(0));
  for (const char *Type : {"__half", "__half2", "__nv_bfloat16",
                           "__nv_bfloat162"})
    if (Pointee == Type)
      return Type;
  return nullptr;
}

std::optional<std::string> mixedMinMaxType(const CallExpr &Call,
                                           llvm::StringRef Name) {
  const FunctionDecl *Callee = Call.getDirectCallee();
  if ((Name != "min" && Name != "max") || !Callee ||
      Call.getNumArgs() != 2 || !Callee->getReturnType()->isIntegerType())
    return std::nullopt;
  QualType First = Call.getArg(0)->IgnoreParenImpCasts()->getType();
  QualType Second = Call.getArg(1)->IgnoreParenImpCasts()->getType();
  if (First->isDependentType() || Second->isDependentType() ||
      First.getCanonicalType().getUnqualifiedType() ==
          Second.getCanonicalType().getUnqualifiedType())
    return std::nullopt;
  return Callee->getReturnType().getCanonicalType().getUnqualifiedType()
      .getAsString();
}

const char *halfPairLaneReader(const MemberExpr &E) {
  const auto *Field = dyn_cast<FieldDecl>(E.getMemberDecl());
  if (!Field || !Field->getIdentifier() || !Field->getParent()->getIdentifier() ||
      Field->getParent()->getName() != "__half2")
    return nullptr;
  if (Field->getName() == "x")
    return "__low2half";
  if (Field->getName() == "y")
    return "__high2half";
  return nullptr;
}

bool isWrittenTo(const Expr &E, ASTContext &Ctx) {
  const Expr *Current = &E;
  while (true) {
    DynTypedNodeList Parents = Ctx.getParents(*Current);
    const Expr *Parent = Parents.empty() ? nullptr : Parents[0].get<Expr>();
    if (!Parent)
      return false;
    if (const auto *Cast = dyn_cast<ImplicitCastExpr>(Parent);
        isa<ParenExpr>(Parent) || (Cast && Cast->getCastKind() == CK_NoOp &&
                                   !Cast->getType().isConstQualified())) {
      Current = Parent;
      continue;
    }
    if (const auto *Operator = dyn_cast<UnaryOperator>(Parent))
      return Operator->getOpcode() == UO_AddrOf ||
             Operator->isIncrementDecrementOp();
    if (const auto *Operator = dyn_cast<BinaryOperator>(Parent))
      return Operator->isAssignmentOp() && Operator->getLHS() == Current;
    if (const auto *Call = dyn_cast<CXXOperatorCallExpr>(Parent)) {
      OverloadedOperatorKind Kind = Call->getOperator();
      if (Call->getNumArgs() && Call->getArg(0) == Current &&
          (CXXOperatorCallExpr::isAssignmentOp(Kind) ||
           Kind == OO_PlusPlus || Kind == OO_MinusMinus || Kind == OO_Amp))
        return true;
    }
    if (const auto *Call = dyn_cast<CallExpr>(Parent))
      if (const FunctionDecl *Callee = Call->getDirectCallee()) {
        unsigned Shift = isa<CXXOperatorCallExpr>(Call) &&
                                 isa<CXXMethodDecl>(Callee)
                             ? 1
                             : 0;
        for (unsigned I = 0; I < Call->getNumArgs(); ++I)
          if (Call->getArg(I) == Current) {
            if (I < Shift)
              return !cast<CXXMethodDecl>(Callee)->isConst();
            if (I - Shift >= Callee->getNumParams())
              return false;
            QualType Param = Callee->getParamDecl(I - Shift)->getType();
            return Param->isReferenceType() &&
                   !Param->getPointeeType().isConstQualified();
          }
      }
    // A member called on it (`h.x.operator=`): a non-const method writes.
    if (const auto *Member = dyn_cast<MemberExpr>(Parent))
      if (const auto *Method = dyn_cast<CXXMethodDecl>(Member->getMemberDecl()))
        return !Method->isConst();
    return false;
  }
}

const char *threadBlockIndex(const CallExpr &Call) {
  // A static member (CUDA 13's) or not: a call through `block.`.
  const auto *Member =
      dyn_cast<MemberExpr>(Call.getCallee()->IgnoreParenImpCasts());
  const auto *Method =
      Member ? dyn_cast<CXXMethodDecl>(Member->getMemberDecl()) : nullptr;
  if (!Method || !Method->getIdentifier() || Call.getNumArgs() ||
      !Method->getParent()->getIdentifier() ||
      Method->getParent()->getName() != "thread_block")
    return nullptr;
  return llvm::StringSwitch<const char *>(Method->getName())
      .Case("group_dim", "blockDim")
      .Case("group_index", "blockIdx")
      .Case("thread_index", "threadIdx")
      .Default(nullptr);
}

static bool isThreadBlock(QualType Type) {
  const CXXRecordDecl *Record = Type->getAsCXXRecordDecl();
  return Record && Record->getIdentifier() &&
         Record->getName() == "thread_block";
}

/// A tile whose type names the thread block as its parent, or a local
/// initialized from `tiled_partition` of a thread block.
static bool isTileOfThreadBlock(const DeclRefExpr &Tile) {
  if (const auto *Specialization =
          dyn_cast_or_null<ClassTemplateSpecializationDecl>(
              Tile.getType()->getAsCXXRecordDecl());
      Specialization && Specialization->getTemplateArgs().size() == 2 &&
      Specialization->getTemplateArgs()[1].getKind() ==
          TemplateArgument::Type &&
      isThreadBlock(Specialization->getTemplateArgs()[1].getAsType()))
    return true;
  const auto *Var = dyn_cast<VarDecl>(Tile.getDecl());
  if (!Var || isa<ParmVarDecl>(Var) || !Var->getInit())
    return false;
  // Through copies and the conversion to a tile of no parent type.
  const Expr *Init = Var->getInit()->IgnoreImplicit();
  while (true) {
    if (const auto *Construct = dyn_cast<CXXConstructExpr>(Init)) {
      if (Construct->getNumArgs() != 1)
        return false;
      Init = Construct->getArg(0)->IgnoreImplicit();
    } else if (const auto *Convert = dyn_cast<CXXMemberCallExpr>(Init);
               Convert &&
               isa_and_nonnull<CXXConversionDecl>(Convert->getMethodDecl())) {
      Init = Convert->getImplicitObjectArgument()->IgnoreImplicit();
    } else {
      break;
    }
  }
  const auto *Call = dyn_cast<CallExpr>(Init);
  const FunctionDecl *Partition = Call ? Call->getDirectCallee() : nullptr;
  return Partition && Partition->getIdentifier() &&
         Partition->getName() == "tiled_partition" && Call->getNumArgs() >= 1 &&
         isThreadBlock(Call->getArg(0)->IgnoreParenImpCasts()->getType());
}

const MemberExpr *metaGroupOfBlockTile(const CallExpr &Call) {
  // A member call, or a static one (a tile whose parent is in its type).
  const auto *Member =
      dyn_cast<MemberExpr>(Call.getCallee()->IgnoreParenImpCasts());
  const auto *Method =
      Member ? dyn_cast<CXXMethodDecl>(Member->getMemberDecl()) : nullptr;
  if (!Method || !Method->getIdentifier() ||
      (Method->getName() != "meta_group_rank" &&
       Method->getName() != "meta_group_size"))
    return nullptr;
  const auto *Tile =
      dyn_cast<DeclRefExpr>(Member->getBase()->IgnoreParenImpCasts());
  return Tile && isTileOfThreadBlock(*Tile) ? Member : nullptr;
}

bool isBfloat16Ldg(const CallExpr &Call, llvm::StringRef Name) {
  // The cache-hint loads (__ldcs...) are __ldg to HIP.
  if (!llvm::is_contained({"__ldg", "__ldca", "__ldcg", "__ldcs", "__ldcv",
                           "__ldlu"},
                          Name) ||
      Call.getNumArgs() != 1)
    return false;
  llvm::StringRef Pointee = pointeeClassName(*Call.getArg(0));
  return Pointee == "__nv_bfloat16" || Pointee == "__nv_bfloat162";
}

bool isBuiltinIndex(const Expr *E) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Property = dyn_cast<PseudoObjectExpr>(E))
    E = Property->getSyntacticForm()->IgnoreParens();
  const auto *Member = dyn_cast<MSPropertyRefExpr>(E);
  if (!Member)
    return false;
  const Expr *Object = Member->getBaseExpr()->IgnoreParenImpCasts();
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(Object))
    Object = Opaque->getSourceExpr()->IgnoreParenImpCasts();
  const auto *Base = dyn_cast<DeclRefExpr>(Object);
  if (!Base || !Base->getDecl()->getIdentifier())
    return false;
  llvm::StringRef Name = Base->getDecl()->getName();
  return Name == "threadIdx" || Name == "blockIdx" || Name == "blockDim" ||
         Name == "gridDim";
}

bool isTextureName(llvm::StringRef Name) {
  return Name == "cudaTextureObject_t" || Name == "cudaSurfaceObject_t" ||
         Name.starts_with("tex1D") || Name.starts_with("tex2D") ||
         Name.starts_with("tex3D") || Name.starts_with("texCubemap") ||
         Name.starts_with("surf1D") || Name.starts_with("surf2D") ||
         Name.starts_with("surf3D");
}

std::optional<CalleeName> calleeName(const CallExpr &Call) {
  const Expr *Callee = Call.getCallee()->IgnoreParenImpCasts();
  if (const auto *Ref = dyn_cast<DeclRefExpr>(Callee))
    return CalleeName{Ref->getDecl()->getNameAsString(), Ref->getLocation(),
                      Ref->getDecl()};
  if (const auto *Lookup = dyn_cast<UnresolvedLookupExpr>(Callee))
    return CalleeName{Lookup->getName().getAsString(), Lookup->getNameLoc(),
                      Lookup->getNumDecls() ? *Lookup->decls_begin() : nullptr};
  return std::nullopt;
}

std::optional<std::tuple<FileID, unsigned, unsigned>>
firstArgument(const CallExpr &E, SourceLocation CalleeLoc,
              const SourceManager &SM, const LangOptions &LO) {
  SourceRange Mask = E.getArg(0)->getSourceRange();
  FileID File;
  unsigned Begin = 0, End = 0;
  if (CalleeLoc.isFileID()) {
    CharSourceRange Range = Lexer::makeFileCharRange(
        CharSourceRange::getTokenRange(Mask), SM, LO);
    if (Range.isInvalid())
      return std::nullopt;
    std::tie(File, Begin) = SM.getDecomposedLoc(Range.getBegin());
    End = SM.getFileOffset(Range.getEnd());
  } else {
    SourceLocation First = SM.getSpellingLoc(Mask.getBegin());
    SourceLocation Last = SM.getSpellingLoc(Mask.getEnd());
    std::tie(File, Begin) = SM.getDecomposedLoc(First);
    if (SM.getFileID(Last) != File)
      return std::nullopt;
    End = SM.getFileOffset(Last) + Lexer::MeasureTokenLength(Last, SM, LO);
  }
  if (!SM.getFileEntryRefForID(File) || End < Begin)
    return std::nullopt;
  return std::tuple(File, Begin, End);
}

std::optional<int64_t> constantValue(const Expr *E, const ASTContext &Ctx) {
  if (!E || E->isValueDependent() || E->isTypeDependent())
    return std::nullopt;
  Expr::EvalResult Result;
  if (!E->EvaluateAsInt(Result, Ctx))
    return std::nullopt;
  return Result.Val.getInt().getExtValue();
}

bool warpArithmetic(const Expr *E, const ASTContext &Ctx) {
  E = E->IgnoreParenImpCasts();
  if (const auto *Binary = dyn_cast<BinaryOperator>(E)) {
    if (Binary->getOpcode() == BO_Mul || Binary->getOpcode() == BO_Div)
      for (const Expr *Side : {Binary->getLHS(), Binary->getRHS()}) {
        const Expr *Operand = Side->IgnoreParenImpCasts();
        if (constantValue(Operand, Ctx) == 32 && !isa<BinaryOperator>(Operand))
          return true;
        if (const auto *Ref = dyn_cast<DeclRefExpr>(Operand))
          if (Ref->getDecl()->getName() == "warpSize")
            return true;
      }
    return warpArithmetic(Binary->getLHS(), Ctx) ||
           warpArithmetic(Binary->getRHS(), Ctx);
  }
  return false;
}

bool usesThreadIndex(const Expr *E, unsigned Depth) {
  if (!E || Depth > 3)
    return false;
  E = E->IgnoreParenImpCasts();
  // threadIdx.x is a property: its object is an opaque value.
  if (const auto *Opaque = dyn_cast<OpaqueValueExpr>(E))
    return usesThreadIndex(Opaque->getSourceExpr(), Depth);
  if (const auto *Ref = dyn_cast<DeclRefExpr>(E)) {
    if (Ref->getDecl()->getName() == "threadIdx")
      return true;
    if (const auto *Var = dyn_cast<VarDecl>(Ref->getDecl()))
      return Var->isLocalVarDecl() &&
             usesThreadIndex(Var->getInit(), Depth + 1);
    return false;
  }
  // HIP's hipThreadIdx_x.
  if (const auto *Call = dyn_cast<CallExpr>(E))
    if (const FunctionDecl *Callee = Call->getDirectCallee();
        Callee && Callee->getIdentifier() &&
        Callee->getName() == "__ockl_get_local_id")
      return true;
  for (const Stmt *Child : E->children())
    if (const auto *ChildExpr = dyn_cast_or_null<Expr>(Child))
      if (usesThreadIndex(ChildExpr, Depth))
        return true;
  return false;
}

bool laneArithmetic(const BinaryOperator &E, const ASTContext &Ctx,
                    unsigned Width) {
  // threadIdx.x % 32, threadIdx.x / 32, threadIdx.x & 31, threadIdx.x >> 5.
  int64_t Expected = 0;
  switch (E.getOpcode()) {
  case BO_Rem:
  case BO_Div:
  case BO_RemAssign:
  case BO_DivAssign:
    Expected = Width;
    break;
  case BO_And:
    Expected = Width - 1;
    break;
  case BO_Shr:
    Expected = llvm::Log2_32(Width);
    break;
  default:
    return false;
  }
  // `threadIdx.x / warpSize` is right on either vendor's GPUs.
  const auto *Named = dyn_cast<DeclRefExpr>(E.getRHS()->IgnoreParenImpCasts());
  if (Named && Named->getDecl()->getName() == "warpSize")
    return false;
  return constantValue(E.getRHS(), Ctx) == Expected &&
         usesThreadIndex(E.getLHS());
}

} // namespace kx
