//===- NearDuplicates.cpp - Kernels that differ only in names -------------===//

#include "NearDuplicates.h"
#include "Support/RawTokens.h"
#include "clang/Basic/IdentifierTable.h"
#include "clang/Basic/LangOptions.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/Support/xxhash.h"
#include <limits>
#include <map>
#include <numeric>

using namespace llvm;

namespace kx {

namespace {

constexpr unsigned ShingleTokens = 5;
// 16 bands of 4 rows: two texts at the threshold (0.8) share a band with
// probability 1 - (1 - 0.8^4)^16 > 0.999; each candidate pair is then
// checked against the threshold on the whole signature.
constexpr unsigned Bands = 16, Rows = 4, Hashes = Bands * Rows;

/// splitmix64's finaliser: a different permutation of 64-bit values for
/// each seed.
uint64_t mix(uint64_t X, uint64_t Seed) {
  X += Seed * 0x9e3779b97f4a7c15ULL;
  X = (X ^ (X >> 30)) * 0xbf58476d1ce4e5b9ULL;
  X = (X ^ (X >> 27)) * 0x94d049bb133111ebULL;
  return X ^ (X >> 31);
}

/// C++'s keywords: TokenKinds.def also lists other languages' (HLSL's `in`
/// and `out`), which are names in CUDA.
bool isKeyword(StringRef Spelling) {
  static const StringSet<> Keywords = [] {
    clang::LangOptions Lang;
    Lang.CPlusPlus = Lang.CPlusPlus11 = Lang.CPlusPlus14 = Lang.CPlusPlus17 =
        true;
    clang::IdentifierTable Table(Lang);
    StringSet<> Set;
    for (unsigned K = 0; K < clang::tok::NUM_TOKENS; ++K)
      if (const char *S =
              clang::tok::getKeywordSpelling(clang::tok::TokenKind(K)))
        if (Table.get(S).getTokenID() == clang::tok::TokenKind(K))
          Set.insert(S);
    return Set;
  }();
  return Keywords.contains(Spelling);
}

struct DisjointSets {
  std::vector<size_t> Parent;
  explicit DisjointSets(size_t N) : Parent(N) {
    std::iota(Parent.begin(), Parent.end(), 0);
  }
  size_t find(size_t X) {
    while (Parent[X] != X)
      X = Parent[X] = Parent[Parent[X]];
    return X;
  }
  /// The smaller index is the root: a group is named by its first member.
  void join(size_t A, size_t B) {
    A = find(A);
    B = find(B);
    if (A != B)
      Parent[std::max(A, B)] = std::min(A, B);
  }
};

} // namespace

MinHashSignature minHashSignature(StringRef Text) {
  std::vector<uint64_t> TokenHashes;
  for (const RawToken &Token : rawTokens(Text))
    TokenHashes.push_back(Token.Kind == clang::tok::raw_identifier &&
                                  !isKeyword(Token.Spelling)
                              ? 0 // Every name is the same name.
                              : xxh3_64bits(Token.Spelling) | 1);
  std::vector<uint64_t> Shingles;
  size_t Count = TokenHashes.size() < ShingleTokens
                     ? 1
                     : TokenHashes.size() - ShingleTokens + 1;
  for (size_t I = 0; I < Count; ++I) {
    uint64_t Shingle = 0;
    for (size_t J = I; J < I + ShingleTokens && J < TokenHashes.size(); ++J)
      Shingle = mix(Shingle ^ TokenHashes[J], J - I + 1);
    Shingles.push_back(Shingle);
  }
  MinHashSignature Signature(Hashes, std::numeric_limits<uint64_t>::max());
  for (uint64_t Shingle : Shingles)
    for (unsigned H = 0; H < Hashes; ++H)
      Signature[H] = std::min(Signature[H], mix(Shingle, H + 1));
  return Signature;
}

double estimatedSimilarity(const MinHashSignature &A,
                           const MinHashSignature &B) {
  unsigned Equal = 0;
  for (size_t I = 0; I < A.size() && I < B.size(); ++I)
    Equal += A[I] == B[I];
  return A.empty() ? 0 : double(Equal) / A.size();
}

std::vector<std::optional<size_t>>
nearDuplicateGroups(ArrayRef<MinHashSignature> Signatures) {
  DisjointSets Groups(Signatures.size());
  // Candidates share all rows of a band; ordered maps keep the result
  // independent of hashing order.
  for (unsigned Band = 0; Band < Bands; ++Band) {
    std::map<std::vector<uint64_t>, std::vector<size_t>> Buckets;
    for (size_t I = 0; I < Signatures.size(); ++I)
      Buckets[std::vector<uint64_t>(
                  Signatures[I].begin() + Band * Rows,
                  Signatures[I].begin() + (Band + 1) * Rows)]
          .push_back(I);
    for (const auto &[Key, Members] : Buckets)
      for (size_t A = 0; A < Members.size(); ++A)
        for (size_t B = A + 1; B < Members.size(); ++B)
          if (Groups.find(Members[A]) != Groups.find(Members[B]) &&
              estimatedSimilarity(Signatures[Members[A]],
                                  Signatures[Members[B]]) >=
                  NearDuplicateThreshold)
            Groups.join(Members[A], Members[B]);
  }
  std::vector<size_t> Size(Signatures.size());
  for (size_t I = 0; I < Signatures.size(); ++I)
    ++Size[Groups.find(I)];
  std::vector<std::optional<size_t>> First(Signatures.size());
  for (size_t I = 0; I < Signatures.size(); ++I)
    if (size_t Root = Groups.find(I); Size[Root] > 1)
      First[I] = Root;
  return First;
}

} // namespace kx
