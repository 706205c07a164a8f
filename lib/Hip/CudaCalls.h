//===- CudaCalls.h - What the HIP translation reads of CUDA code -*- C++ -*-===//
//
// Facts about CUDA calls and expressions that decide how a unit is
// translated, apart from the edits themselves: which warp intrinsic a call
// is and where its mask is written, the constants and thread-index
// arithmetic that assume a 32-lane warp.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_HIP_CUDACALLS_H
#define KERNEL_EXTRACT_LIB_HIP_CUDACALLS_H

#include "clang/Basic/SourceLocation.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <string>
#include <tuple>

namespace clang {
class ASTContext;
class BinaryOperator;
class CallExpr;
class Decl;
class Expr;
class LangOptions;
class MemberExpr;
class SourceManager;
} // namespace clang

namespace kx {

/// Warp-level intrinsics whose HIP spelling depends on the HIP version.
struct WarpIntrinsic {
  llvm::StringRef Cuda;
  /// The HIP name before HIP 6.2 added the `_sync` forms: no mask argument.
  llvm::StringRef Unmasked;
  bool IsShuffle;
};

/// The warp intrinsic named \p Name, if it is one.
const WarpIntrinsic *warpIntrinsic(llvm::StringRef Name);

/// The warp intrinsic whose HIP name before 6.2 (no mask) is \p Name.
const WarpIntrinsic *unmaskedWarpIntrinsic(llvm::StringRef Name);

/// Whether \p Name returns a lane mask (`__ballot_sync`, `__activemask`).
bool isBallot(llvm::StringRef Name);

/// The argument type of CUDA's integer min/max functions (umin, llmax...).
const char *integerMinMaxType(llvm::StringRef Name);

/// The 16-bit floating-point type (`__half`, `__nv_bfloat16`, or a pair)
/// whose address \p Call, a call of \p Name, adds to atomically: HIP's
/// atomicAdd has no such overload.
const char *halfAtomicType(const clang::CallExpr &Call, llvm::StringRef Name);

/// The type CUDA's min or max computes in when \p Call, a call of \p Name,
/// passes arguments of two integer types (`min(int, unsigned int)` is
/// unsigned): HIP has no such overloads.
std::optional<std::string> mixedMinMaxType(const clang::CallExpr &Call,
                                           llvm::StringRef Name);

/// Whether \p E reads a member of CUDA's built-in index variables
/// (`blockIdx.x`, `threadIdx.y`, ...).
bool isBuiltinIndex(const clang::Expr *E);

/// `h.x` or `h.y` of CUDA's `__half2`: the HIP function that reads that
/// half (`__low2half`, `__high2half`). HIP's `__half2` members are the raw
/// bits, as unsigned shorts.
const char *halfPairLaneReader(const clang::MemberExpr &E);

/// Whether \p E, an lvalue, is written or may be: assigned, incremented,
/// its address taken, bound to a non-const reference.
bool isWrittenTo(const clang::Expr &E, clang::ASTContext &Ctx);

/// `block.group_dim()`, `block.group_index()`, `block.thread_index()` of a
/// cooperative-groups thread_block: the built-in index they return
/// (`blockDim`, `blockIdx`, `threadIdx`). HIP 5.2's thread_block lacks
/// group_dim, and its group_index is not const.
const char *threadBlockIndex(const clang::CallExpr &Call);

/// When \p Call is `tile.meta_group_rank()` or `tile.meta_group_size()`
/// of a tile cut from the thread block (its parent is in its type,
/// `thread_block_tile<32, thread_block>`, or it is a local initialized from
/// `tiled_partition(block)`), the member expression.
const clang::MemberExpr *metaGroupOfBlockTile(const clang::CallExpr &Call);

/// Whether \p Call is `__ldg` (or a cache-hint load, `__ldcs`...) of a
/// bfloat16 address, which HIP lacks.
bool isBfloat16Ldg(const clang::CallExpr &Call, llvm::StringRef Name);

/// Texture and surface objects and their fetch functions.
bool isTextureName(llvm::StringRef Name);

/// The callee's name of a call, resolved or not (a dependent call names an
/// overload set), with where it is written and whether the toolchain
/// declares it.
struct CalleeName {
  std::string Name;
  clang::SourceLocation Loc;
  const clang::Decl *Declaration = nullptr;
};

std::optional<CalleeName> calleeName(const clang::CallExpr &Call);

/// Where a call's first argument (the mask) is written: in the file, or
/// in a macro's definition when the call is there.
std::optional<std::tuple<clang::FileID, unsigned, unsigned>>
firstArgument(const clang::CallExpr &E, clang::SourceLocation CalleeLoc,
              const clang::SourceManager &SM, const clang::LangOptions &LO);

/// \p E's value, when it is an integer constant.
std::optional<int64_t> constantValue(const clang::Expr *E,
                                     const clang::ASTContext &Ctx);

/// `32 * n`, `n / 32`, `warpSize * 2`...: arithmetic on a warp's width.
bool warpArithmetic(const clang::Expr *E, const clang::ASTContext &Ctx);

/// `threadIdx.x % Width`, `/ Width`, `& (Width - 1)`, `>> log2(Width)`: a
/// lane or warp index computed for warps of \p Width lanes (`/ warpSize`
/// is not).
bool laneArithmetic(const clang::BinaryOperator &E,
                    const clang::ASTContext &Ctx, unsigned Width);

/// Whether \p E reads threadIdx, directly or through a local variable
/// initialized from it.
bool usesThreadIndex(const clang::Expr *E, unsigned Depth = 0);

} // namespace kx

#endif
