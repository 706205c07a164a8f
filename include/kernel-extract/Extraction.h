//===- Extraction.h - Parse every TU, merge what was found ------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_EXTRACTION_H
#define KERNEL_EXTRACT_EXTRACTION_H

#include "kernel-extract/CommandTranslation.h"
#include "kernel-extract/Dataset.h"
#include "kernel-extract/HipOptions.h"
#include "kernel-extract/HipifiedBuild.h"
#include "kernel-extract/Instantiation.h"
#include "kernel-extract/TranslationUnitResult.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <functional>

namespace kx {

struct ExtractionOptions {
  /// Files to extract from (absolute); empty means every database file.
  std::vector<std::string> Sources;
  /// Root that relative paths in the output start from, and outside of
  /// which no kernel is the project's; empty: the common ancestor of every
  /// file and directory the database names.
  std::string ProjectRoot;
  TranslationSettings Settings;
  InstantiationOptions Instantiation;
  /// Directories whose headers a standalone unit #includes rather than
  /// copies (CUDA headers, clang's resource directory, ...).
  std::vector<std::string> ToolchainRoots;
  /// Translates every standalone unit to HIP when set.
  std::optional<HipOptions> Hip;
  /// Reads what a harness needs of each variant (--harness).
  bool Harness = false;
  /// Writes each variant's task record (--tasks; implies Harness).
  bool Tasks = false;
  /// Checks every standalone unit in process and repairs it from its TU
  /// (UnitRepair.h; --check-units).
  bool CheckUnits = true;
  /// Where the checks' scratch directory goes (the output directory);
  /// empty: the system's temporary directory.
  std::string ScratchIn;
  unsigned Jobs = 0; ///< 0: one per hardware thread.
  bool FailFast = false;
  /// All or nothing: a TU with any error yields no kernel. By default the
  /// kernels of such a TU are kept and marked (Kernel::Parse); the TU still
  /// counts as failed.
  bool Strict = false;
  /// When the database is a hipified build read as its CUDA originals
  /// (withCudaOriginals): each kernel's hipified twin is recorded.
  HipifiedBuild Hipified;
  /// When set, only the TUs of this shard are parsed (inShard).
  std::optional<Shard> OfShard;
  /// When set, receives what each TU found, before TUs are combined (the
  /// input of `kernel-extract merge`).
  std::vector<TranslationUnitResult> *KeepResults = nullptr;
  /// Called once, with the number of TUs to parse, before the first.
  std::function<void(unsigned)> OnPlanned;
  /// Called once per TU as it finishes (any thread, serialised).
  std::function<void(const TranslationUnitReport &)> OnTUDone;
};

/// How one selected file is parsed.
struct PlannedParse {
  ParseCommand Command;
  /// For a file with no database entry (a header): the file, whose kernels
  /// alone are kept, and how it is reached, for the user.
  std::string OnlyKernelsIn;
  std::string Via;
};

/// The parse of each selected file, sorted by file: its first database
/// command that is a CUDA parse, else its first command (which carries the
/// skip reason). A file with no entry is parsed through the first TU (by
/// path) that includes it, found by a dependency scan of the database, else
/// alone with the flags of the nearest file of the database.
llvm::Expected<std::vector<PlannedParse>>
planParses(const clang::tooling::CompilationDatabase &Database,
           const ExtractionOptions &Options);

/// Parses the selected TUs in parallel and merges their kernels: one record
/// per spelling location, launches attributed to kernels. Errors are input
/// errors (a source with no database entry); TU failures are in the report.
llvm::Expected<Dataset>
extractKernels(const clang::tooling::CompilationDatabase &Database,
               const ExtractionOptions &Options);

/// Combines what each TU found into \p Data's kernels (one record per
/// spelling location, a clean parse preferred, the others' instantiations
/// added), launches attributed to kernels, and its TU reports, unknown
/// options and library kernels. Does not depend on the order of \p Results:
/// a run and the merge of its shards give the same dataset.
void combineTranslationUnits(std::vector<TranslationUnitResult> Results,
                             Dataset &Data);

/// The deepest directory holding every file and directory \p Database
/// names, every include directory its commands name relative to their
/// directory (`-I../common`), and every file of \p Sources (named by the
/// user, so the project's; all there is for a `-- <flags>` database),
/// symlinks resolved.
std::string
commonProjectRoot(const clang::tooling::CompilationDatabase &Database,
                  llvm::ArrayRef<std::string> Sources);

} // namespace kx

#endif
