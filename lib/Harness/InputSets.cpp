//===- InputSets.cpp - The input sets of a task ---------------------------===//

#include "InputSets.h"
#include "SizeExpression.h"
#include "llvm/ADT/STLExtras.h"
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
/// A block bound next to a thread bound (a batch of rows of threads) is no
/// larger than an extent.
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
  bool ThreadBounded = llvm::any_of(Scalars, [](const SizeScalar &S) {
    return S.Kind == SizeScalar::Role::ThreadBound ||
           S.Kind == SizeScalar::Role::LoopingThreadBound;
  });
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
      // Rows of threads (`blockIdx.y < batch`, `i < n`): the thread bound
      // alone grows, or a large set's threads grow with their product.
      if (S.Kind == SizeScalar::Role::BlockBound && ThreadBounded)
        Value = std::min(Value, Set.Extent);
      Value = std::max(Value, S.Min);
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

namespace {

/// Whether \p Values make a buffer of \p Sizes larger than \p MaxElements
/// or an index pass its `__shared__` array (what the tool cannot evaluate
/// is left to the run).
bool exceeds(const RunSizes &Sizes, const StringMap<long long> &Values,
             long long MaxElements) {
  for (const std::string &Count : Sizes.Counts)
    if (std::optional<long long> N = evaluateSize(Count, Values);
        N && *N > MaxElements)
      return true;
  for (const auto &[Index, Largest] : Sizes.Limits)
    if (std::optional<long long> N = evaluateSize(Index, Values);
        N && *N > Largest)
      return true;
  return false;
}

/// The order scalars shrink in: extents, block bounds, thread bounds.
int shrinkRank(SizeScalar::Role Kind) {
  switch (Kind) {
  case SizeScalar::Role::Extent:
    return 0;
  case SizeScalar::Role::BlockBound:
    return 1;
  default:
    return 2;
  }
}

} // namespace

void fitInputSets(std::vector<InputSet> &Sets, ArrayRef<SizeScalar> Scalars,
                  const RunSizes &Sizes, long long MaxElements) {
  for (InputSet &Set : Sets) {
    StringMap<long long> Values = Sizes.Defaults;
    for (const std::string &Argument : Set.Arguments) {
      auto [Name, Value] = StringRef(Argument).split('=');
      long long N;
      if (!Value.getAsInteger(10, N))
        Values[Name] = N;
    }
    std::vector<const SizeScalar *> Changed;
    while (exceeds(Sizes, Values, MaxElements)) {
      const SizeScalar *Next = nullptr;
      for (const SizeScalar &S : Scalars) {
        long long V = Values.lookup(S.Name);
        if (V / 2 < std::max<long long>({S.Multiple, S.Min, 1}))
          continue;
        if (!Next || shrinkRank(S.Kind) < shrinkRank(Next->Kind) ||
            (shrinkRank(S.Kind) == shrinkRank(Next->Kind) &&
             V > Values.lookup(Next->Name)))
          Next = &S;
      }
      if (!Next)
        break;
      long long &V = Values[Next->Name];
      V = V / 2 / Next->Multiple * Next->Multiple;
      if (!llvm::is_contained(Changed, Next))
        Changed.push_back(Next);
    }
    for (const SizeScalar *S : Changed) {
      std::string Argument = fmt::format("{}={}", S->Name, Values[S->Name]);
      auto Old = llvm::find_if(Set.Arguments, [&](const std::string &A) {
        return StringRef(A).starts_with(S->Name + "=");
      });
      if (Old != Set.Arguments.end())
        *Old = Argument;
      else
        Set.Arguments.insert(Set.Arguments.end() - 1, Argument);
    }
  }
}

} // namespace kx
