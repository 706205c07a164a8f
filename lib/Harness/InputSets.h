//===- InputSets.h - The input sets of a task -------------------*- C++ -*-===//
//
// A task (--tasks) runs its harness on several input sets: the sizes the
// harness derives, a size that is not a multiple of the block, a tiny one, a
// large one and another seed. Each set is the harness's command-line
// arguments that draw it; sizes change through the integer scalars the size
// model bounds the kernel's threads (or blocks, or buffers) by, so every
// buffer and the grid follow.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_HARNESS_INPUTSETS_H
#define KERNEL_EXTRACT_HARNESS_INPUTSETS_H

#include "kernel-extract/Kernel.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringRef.h"
#include <string>
#include <vector>

namespace kx {

/// An integer scalar of the kernel whose value the harness assumed and
/// whose value sizes the run.
struct SizeScalar {
  enum class Role {
    ThreadBound, ///< Bounds a global thread index (`i < n`).
    /// A thread bound each thread also loops up to: n^2 work.
    LoopingThreadBound,
    BlockBound,  ///< Bounds a block index (`blockIdx.y < rows`).
    Extent,      ///< Appears in a buffer's element count or the grid.
  };
  std::string Name;
  Role Kind;
  /// The largest value the kernel's indices allow (a row's length); 0
  /// when none.
  long long Max = 0;
  /// The least value it takes (an index table's bound,
  /// HarnessModel::TableBounds); 0 when none.
  long long Min = 0;
  /// Every value is a multiple of this: the elements the kernel accesses
  /// as one vector (HarnessModel::VectorWidth).
  long long Multiple = 1;
};

/// The input sets of a harness whose size scalars are \p Scalars, of which
/// the thread bounds bound \p Dimensions grid dimensions; \p SeedKey is the
/// harness's name for its seed (`seed`, or `seed_` when a parameter takes
/// it). Without a size scalar, the sizes are fixed and the sets differ by
/// seed alone.
std::vector<InputSet> inputSets(llvm::ArrayRef<SizeScalar> Scalars,
                                unsigned Dimensions, llvm::StringRef SeedKey);

/// What a run allocates: each buffer's element count, as the C++ the
/// harness computes it, the scalars' default values (and the block's:
/// `kx_block.x`), and the indices that must stay within a `__shared__`
/// array (HarnessModel::SharedLimits).
struct RunSizes {
  std::vector<std::string> Counts;
  llvm::StringMap<long long> Defaults;
  std::vector<std::pair<std::string, long long>> Limits;
};

/// The most elements a set's buffer may hold: 2^26, 512 MiB of doubles (a
/// run stops past 1 GiB), as many as an n^2 buffer of a large set's
/// looping bound (8192).
constexpr long long MaxSetElements = 1LL << 26;

/// Halves, in each of \p Sets, the size scalars of \p Scalars that make a
/// buffer of \p Sizes hold more than \p MaxElements, or an index pass its
/// `__shared__` array: extents first
/// (`scale = 16` gives a 256 times larger input), then block bounds, then
/// thread bounds, the largest value first; the set names each value it
/// changed. A count the tool cannot evaluate is left to the run.
void fitInputSets(std::vector<InputSet> &Sets,
                  llvm::ArrayRef<SizeScalar> Scalars, const RunSizes &Sizes,
                  long long MaxElements = MaxSetElements);

} // namespace kx

#endif
