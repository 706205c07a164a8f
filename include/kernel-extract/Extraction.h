//===- Extraction.h - From a compilation database to a dataset --*- C++ -*-===//
//
// The extraction's entry points, in the order a run calls them: load the
// database (a hipified build read as its CUDA originals), plan one
// device-side parse per TU, parse them in parallel and combine what each
// found into a Dataset. A large database is split into shards
// (--shard=I/N), each a complete dataset that also holds what its TUs found
// (MergeInputFile); `kernel-extract merge` combines those with the same code,
// so the merge of a project's shards is, byte for byte, the single run's
// dataset.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_EXTRACTION_H
#define KERNEL_EXTRACT_EXTRACTION_H

#include "kernel-extract/Dataset.h"
#include "kernel-extract/Toolchain.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/Error.h"
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// Loads `<BuildDir>/compile_commands.json` (BuildDir may also name the file
/// itself); a directory holding only a `build.ninja` (PyTorch's extension
/// builder writes one) is read through `ninja -t compdb`. Errors are one
/// line: missing file, malformed JSON, or a database with no entries (a
/// cached build under Bear records nothing; Bear records no hipcc command
/// on a `.hip` file), which names the build.ninja of a PyTorch extension.
llvm::Expected<std::unique_ptr<clang::tooling::CompilationDatabase>>
loadCompilationDatabase(llvm::StringRef BuildDir);

/// The roots a hipified build was written from (empty: not hipified).
struct HipifiedBuild {
  std::vector<std::string> Roots;
};

/// \p Database with each command on a hipified file replaced by the CUDA
/// command on its original; \p Build collects the roots. The database is
/// returned as it is when no entry is hipify's output.
std::unique_ptr<clang::tooling::CompilationDatabase>
withCudaOriginals(std::unique_ptr<clang::tooling::CompilationDatabase> Database,
                  HipifiedBuild &Build);

enum class CompilerKind { Nvcc, Clang, Hipcc, HostCompiler, NvccInternal };

/// The language a command's source is parsed as.
enum class SourceLanguage { Cuda, Hip };

/// A database command turned into a clang command line.
struct ParseCommand {
  std::string File;      ///< Absolute path of the main file.
  std::string Directory; ///< The command's working directory.
  CompilerKind Compiler = CompilerKind::Nvcc;
  /// `-x cuda` or `-x hip` in Args; meaningful when SkipReason is unset.
  SourceLanguage Language = SourceLanguage::Cuda;
  std::vector<std::string> Args; ///< Full clang argv, the file last.
  /// What a standalone unit of this TU is checked with (UnitRepair.h): Args
  /// without the file and without what the project's command added, less
  /// its language standard and device-code options.
  std::vector<std::string> UnitArgs;
  /// The one architecture parsed for: `sm_80` (CUDA) or `gfx90a` (HIP).
  std::string GpuArch;
  /// nvcc options of the original command that change which code nvcc
  /// accepts (`--expt-relaxed-constexpr`, `--extended-lambda`): a unit of
  /// this TU's code compiles with them.
  std::vector<std::string> NvccDialect;
  /// Options of the original command that were dropped because nothing in a
  /// device-side parse corresponds to them ("-Xptxas -v", ...).
  std::vector<std::string> DroppedOptions;
  /// Options the translator does not know, and response or options files
  /// it cannot read; reported once per run.
  std::vector<std::string> UnknownOptions;
  /// Set when the command is not a parse of a CUDA source (a host compile of
  /// a .cpp, an nvcc-internal step, ...): the reason, for the summary.
  std::optional<std::string> SkipReason;
};

struct InstantiationOptions {
  enum class Mode { Requested, Launched, All };
  /// All: the project's launched instantiations first, then --types.
  Mode Which = Mode::All;
  /// Type arguments tried for every type parameter, as the user wrote them
  /// (`half` and `bfloat16` name CUDA's `__half` and `__nv_bfloat16`).
  std::vector<std::string> Types = {"float", "half"};
  unsigned MaxInstantiations = 8;
  /// The kernels (Kernel::Key) whose variants are made, the others found
  /// and left without; empty: every kernel. A half variant's second parse
  /// makes those of the kernels it retries alone (HalfContext.h).
  std::vector<std::string> OnlyKernels;
};

/// Parses `requested`, `launched` or `all`.
llvm::Expected<InstantiationOptions::Mode>
parseInstantiationMode(llvm::StringRef Name);

/// Translation units whose parses could share one precompiled preamble:
/// the same command but for the file, and the same framework headers
/// entered before their own code (`TranslationUnitReport::FrameworkPrefix`).
struct PreambleGroup {
  std::vector<PrefixHeader> Prefix;
  std::vector<std::string> Files; ///< In the order of \p Reports.
};

/// The groups of two TUs or more among the parsed TUs of \p Reports,
/// largest first.
std::vector<PreambleGroup>
preambleGroups(const std::vector<TranslationUnitReport> &Reports);

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
  /// Skips the bodies of host functions outside the project
  /// (LibraryBodies.h; --skip-library-bodies).
  bool SkipLibraryBodies = true;
  /// Parse the framework headers TUs of one command enter first once, into
  /// a precompiled preamble the others are parsed on (Pipeline/Preamble.h);
  /// the dataset is the same either way.
  bool SharePreambles = false;
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
  /// TranslationUnitReport::Variant.
  std::string Variant;
};

/// The parses of each selected file, sorted by file: its first database
/// command that is a CUDA parse, and each later one whose macros or forced
/// includes differ from those parsed before (a file built once per
/// `-include kernelN.hpp`: each build holds other kernels); else its first
/// command (which carries the skip reason). A file with no entry is parsed
/// through the first TU (by path) that includes it, found by a dependency scan
/// of the database, else alone with the flags of the nearest file of the
/// database.
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

/// Reads the provenance (name, commit, remote, license) of the project at
/// \p Root (absolute); \p Name overrides the root's name when not empty.
Provenance readProvenance(llvm::StringRef Root, llvm::StringRef Name);

/// The deepest directory holding every file and directory \p Database
/// names, every include directory its commands name relative to their
/// directory (`-I../common`), and every file of \p Sources (named by the
/// user, so the project's; all there is for a `-- <flags>` database),
/// symlinks resolved.
std::string
commonProjectRoot(const clang::tooling::CompilationDatabase &Database,
                  llvm::ArrayRef<std::string> Sources);

/// The file of every dataset that `kernel-extract merge` reads.
constexpr llvm::StringLiteral MergeInputFile = "translation-units.json";

/// A Shard from "I/N".
llvm::Expected<Shard> parseShard(llvm::StringRef Text);

/// One project's dataset and what its TUs found.
struct ProjectResults {
  Dataset Data;
  std::vector<TranslationUnitResult> Results;
};

/// MergeInputFile for \p Projects. Each TU's variants take the compile
/// checks \p Projects' kernels got; paths under a project's root and the
/// toolchain's are written as placeholders.
std::string mergeInput(llvm::ArrayRef<const ProjectResults *> Projects);

/// Reads the datasets \p Dirs and combines the TUs of each project (the
/// datasets with the same root name and provenance): one entry per project,
/// in order of first appearance. Fails with a one-line message on a
/// directory that is not a dataset, a TU found in two of them, or shards
/// of one project run with different CUDA headers or HIP options.
llvm::Expected<std::vector<ProjectResults>>
readAndCombine(llvm::ArrayRef<std::string> Dirs);

} // namespace kx

#endif
