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
#include "kernel-extract/OutputWriter.h"
#include "llvm/Support/JSON.h"

namespace kx {

constexpr int FormatVersion = 1;

/// \p Path relative to \p Root when inside it, else unchanged: how stderr
/// and --list name files, for a user who reads them from anywhere.
std::string shownFromRoot(llvm::StringRef Path, llvm::StringRef Root);

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

/// How many variants have a near duplicate, in how many groups.
struct NearDuplicateCounts {
  unsigned Groups = 0;
  unsigned Variants = 0;
};

/// summary.json: the run's counts (TUs and their states, kernels, variants,
/// drops with reasons, units, near duplicates, the audit when asked).
llvm::json::Object summary(const Dataset &Data, unsigned FilesWritten,
                           const NearDuplicateCounts &NearDuplicates);

/// `{"T": "float", "N": "8"}`: a variant's or a drop's arguments.
llvm::json::Object
argumentsJson(llvm::ArrayRef<TemplateArgumentValue> Args);

/// Stages every file of \p Data in \p Out (not committed). Returns the
/// number of files staged.
llvm::Error writeDataset(const Dataset &Data, OutputWriter &Out);

} // namespace kx

#endif
