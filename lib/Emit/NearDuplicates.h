//===- NearDuplicates.h - Kernels that differ only in names -----*- C++ -*-===//
//
// A dataset crawled from many projects holds copies that were renamed or
// lightly edited; content_hash finds exact copies only. Each kernel text
// gets a MinHash signature of its token shingles, identifiers normalised,
// and texts whose estimated Jaccard similarity reaches the threshold are
// grouped (docs/output-format.md gives the parameters).
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_EMIT_NEARDUPLICATES_H
#define KERNEL_EXTRACT_EMIT_NEARDUPLICATES_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/StringRef.h"
#include <cstdint>
#include <optional>
#include <vector>

namespace kx {

/// Estimated Jaccard similarity at or above which two texts are near
/// duplicates.
constexpr double NearDuplicateThreshold = 0.8;

using MinHashSignature = std::vector<uint64_t>;

/// The MinHash signature of \p Text: its tokens with every identifier that
/// is not a keyword replaced by one placeholder, in shingles of five.
MinHashSignature minHashSignature(llvm::StringRef Text);

/// The share of equal components: an estimate of the Jaccard similarity of
/// the two texts' shingle sets.
double estimatedSimilarity(const MinHashSignature &A,
                           const MinHashSignature &B);

/// For each signature, the index of the first member of its group (single
/// linkage at NearDuplicateThreshold), or none when it has no near
/// duplicate. Does not depend on anything but the order of \p Signatures.
std::vector<std::optional<size_t>>
nearDuplicateGroups(llvm::ArrayRef<MinHashSignature> Signatures);

} // namespace kx

#endif
