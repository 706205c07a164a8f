//===- Manifest.h - The output contract: files and JSON ---------*- C++ -*-===//
//
// The layout of <out> (docs/output-format.md) is read by other programs:
// manifest.jsonl, summary.json and kernels/<stem>.{cu,json}. Changing a field
// means bumping FormatVersion.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_MANIFEST_H
#define KERNEL_EXTRACT_MANIFEST_H

#include "kernel-extract/Dataset.h"
#include "kernel-extract/Output.h"
#include "llvm/Support/JSON.h"

namespace kx {

constexpr int FormatVersion = 1;

/// Stands for a unit's id in the command and error of its compile check
/// (`kernels/<id>.standalone.cu`) until the dataset is written: the id of a
/// unit depends on every kernel of the dataset, which a merge changes.
constexpr llvm::StringLiteral UnitIdPlaceholder = "<id>";

/// \p Text with every UnitIdPlaceholder naming \p Id (a harness's).
std::string withIdNamed(llvm::StringRef Text, llvm::StringRef Id);

/// \p Path relative to \p Root when inside it or beside it (under a
/// directory other than `/` that holds both: `../build/x.o`), else
/// unchanged.
std::string relativeToRoot(llvm::StringRef Path, llvm::StringRef Root);

/// \p Text (a diagnostic) with every path under \p Root written relative to
/// it, so the dataset does not depend on where the project is checked out.
std::string pathsRelativeToRoot(llvm::StringRef Text, llvm::StringRef Root);

/// \p Text with every path under \p Root written as \p Name in its place
/// (`/usr/local/cuda/include/x.h` as `<cuda>/include/x.h`).
std::string pathsUnderRootAs(llvm::StringRef Text, llvm::StringRef Root,
                             llvm::StringRef Name);

/// The id (and file stem) of each variant of \p Kernels, parallel to it:
/// the kernel's stem, then the arguments (`roi_align_float`).
std::vector<std::vector<std::string>>
variantIds(const std::vector<ExtractedKernel> &Kernels);
std::vector<std::vector<std::string>>
variantIds(llvm::ArrayRef<const ExtractedKernel *> Kernels);

/// The manifest line of one kernel variant (and the core of its metadata).
llvm::json::Object manifestEntry(const ExtractedKernel &K,
                                 const KernelVariant &Variant,
                                 llvm::StringRef Id, const Dataset &Data);

/// The variant's metadata file: its manifest entry plus what a user of the
/// sample needs (parameters, template parameters as written, the TU, launch
/// bounds, shared memory, dropped instantiations).
llvm::json::Object metadata(const ExtractedKernel &K,
                            const KernelVariant &Variant, llvm::StringRef Id,
                            const Dataset &Data);

/// Rows that repeat an earlier row's text exactly (duplicate_of), and rows
/// with a near duplicate, in how many groups (near_duplicate_group).
struct DuplicateCounts {
  unsigned Copies = 0;
  unsigned NearGroups = 0;
  unsigned NearVariants = 0;
};
llvm::json::Object duplicatesJson(const DuplicateCounts &Counts);
llvm::json::Object nearDuplicatesJson(const DuplicateCounts &Counts);

/// summary.json: the run's counts (TUs and their states, kernels, variants,
/// drops with reasons, units, duplicates, the audit when asked).
llvm::json::Object summary(const Dataset &Data, unsigned FilesWritten,
                           const DuplicateCounts &Duplicates);

/// `{"T": "float", "N": "8"}`: a variant's or a drop's arguments, paths in
/// them (a closure type's file) as \p Data writes paths.
llvm::json::Object
argumentsJson(llvm::ArrayRef<TemplateArgumentValue> Args, const Dataset &Data);

} // namespace kx

#endif
