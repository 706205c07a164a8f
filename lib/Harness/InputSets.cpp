//===- InputSets.cpp - The input sets of a task ---------------------------===//

#include "InputSets.h"
#include <algorithm>
#include <fmt/format.h>

using namespace llvm;

namespace kx {
namespace {

/// A set's value for a size scalar. Ragged sizes are odd, so no block of a
/// power of two divides them (but for a kernel's vector width: 1004 for a
/// kernel that reads float4s); large ones are four times the harness's
/// default in threads (2^18 in 1D, 1024^2, 96^3), twice for a bound each
/// thread loops up to (8192, 256^2, 48^3: the work grows with its square).
struct Sizes {
  const char *Name;
  long long Thread[3]; ///< A thread bound, by the number of bounded dims.
  long long Looping[3];
  long long Block;
  long long Extent;
};

constexpr Sizes SizedSets[] = {
    {"ragged", {1001, 37, 13}, {1001, 37, 13}, 7, 7},
    {"tiny", {5, 3, 2}, {5, 3, 2}, 2, 3},
    {"large", {1 << 18, 1024, 96}, {8192, 256, 48}, 256, 16},
};

} // namespace

std::vector<InputSet> inputSets(ArrayRef<SizeScalar> Scalars,
                                unsigned Dimensions, StringRef SeedKey) {
  auto Seed = [&](unsigned N) { return fmt::format("{}={}", SeedKey.str(), N); };
  std::vector<InputSet> Sets;
  Sets.push_back({"project", {Seed(1)}});
  unsigned Dims = std::clamp(Dimensions, 1u, 3u);
  unsigned NextSeed = 2;
  for (const Sizes &Set : SizedSets) {
    if (Scalars.empty())
      break;
    InputSet Sized{Set.Name, {}};
    for (const SizeScalar &S : Scalars) {
      long long Value =
          S.Kind == SizeScalar::Role::ThreadBound          ? Set.Thread[Dims - 1]
          : S.Kind == SizeScalar::Role::LoopingThreadBound ? Set.Looping[Dims - 1]
          : S.Kind == SizeScalar::Role::BlockBound         ? Set.Block
                                                           : Set.Extent;
      if (S.Multiple > 1)
        Value = (Value + S.Multiple - 1) / S.Multiple * S.Multiple;
      if (S.Max > 0)
        Value = std::min(Value, S.Max >= S.Multiple
                                    ? S.Max / S.Multiple * S.Multiple
                                    : S.Max);
      Sized.Arguments.push_back(fmt::format("{}={}", S.Name, Value));
    }
    Sized.Arguments.push_back(Seed(NextSeed++));
    Sets.push_back(std::move(Sized));
  }
  // Another seed at the project's sizes; without a size to vary, seeds
  // alone make the five.
  while (Sets.size() < 5) {
    unsigned N = NextSeed++;
    Sets.push_back({fmt::format("seed-{}", N), {Seed(N)}});
  }
  return Sets;
}

} // namespace kx
