//===- Dataset.h - Everything one run found ---------------------*- C++ -*-===//
//
// The data the stages hand on: what each TU's parse found
// (TranslationUnitResult), combined into one record per kernel
// (ExtractedKernel), and the Dataset the output, the checks and the tasks
// read. Kernel.h holds what a kernel and its variants are made of.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_DATASET_H
#define KERNEL_EXTRACT_DATASET_H

#include "kernel-extract/Kernel.h"
#include "kernel-extract/Toolchain.h"
#include "llvm/ADT/StringRef.h"
#include <optional>
#include <string>
#include <vector>

namespace kx {

/// What happened to one entry of the compilation database.
/// A header as a project's #include names it, and the file it found.
struct PrefixHeader {
  std::string Spelled; ///< `<ATen/ATen.h>`
  std::string Path;    ///< Resolved.
  bool operator==(const PrefixHeader &Other) const {
    return Spelled == Other.Spelled && Path == Other.Path;
  }
};

struct TranslationUnitReport {
  enum class Status { Parsed, Failed, Skipped };
  std::string File; ///< Absolute.
  Status State = Status::Parsed;
  /// First error ("file:line:col: message") or the reason for skipping.
  std::string Detail;
  unsigned KernelsFound = 0; ///< Definitions seen, before deduplication.
  /// For a file with no database entry: how it was parsed ("through
  /// src/a.cu", or with a neighbour's flags).
  std::string Via;
  /// For a file the database compiles more than once with other macros or
  /// forced includes: what this parse's command adds to or changes from
  /// the file's first ("-include kernel2.hpp"); empty for the first.
  std::string Variant;
  unsigned ErrorCount = 0;
  /// What the TU cost, for --verbose: its parses (one, more where nvcc's
  /// reading or a half context needed another) and the library function
  /// bodies they skipped (LibraryBodies.h). Not part of the dataset.
  unsigned Parses = 0;
  unsigned LibraryBodiesSkipped = 0;
  /// For --verbose too: the framework headers the first parse entered
  /// before the TU's own code, and its command less the file; TUs equal in
  /// both could share one precompiled preamble.
  std::vector<PrefixHeader> FrameworkPrefix;
  std::string CommandKey;
  /// Of its parses, those made on a shared preamble, and those the TU's
  /// own preprocessing made again without (Pipeline/Preamble.h).
  unsigned PreambleParses = 0;
  unsigned PreambleRefusals = 0;
  /// Where the project writes `__global__` and this TU's parse, which had
  /// errors, made no kernel of it: the kernels it lost.
  std::vector<SourceLine> KernelsLost;
};

/// What the parse of one TU found, before the TUs of a run are combined:
/// what a shard hands to `kernel-extract merge`.
struct TranslationUnitResult {
  TranslationUnitReport Report;
  /// The file parsed (Report.File is the header asked for, when a header
  /// was reached through it).
  std::string ParsedFile;
  std::string GpuArch;
  std::vector<std::string> NvccDialect;
  std::vector<std::string> UnknownOptions;
  std::vector<Kernel> Kernels;
  std::vector<LaunchSite> Launches;
  std::vector<std::string> KernelsOutsideProject;
};

/// A kernel with the launches the project makes of it.
struct ExtractedKernel {
  Kernel Definition;
  std::vector<LaunchSite> Launches;
};

/// A kernel the build compiled and the dataset lacks.
struct MissingKernel {
  std::string Kernel; ///< Qualified name.
  std::string Symbol; ///< The instantiation's mangled name.
  std::string Object; ///< The first object (by path) that holds it.
};

/// What --audit found (Audit.h).
struct AuditReport {
  unsigned ObjectsRead = 0;
  /// Objects the database names that could not be read, with why.
  std::vector<std::pair<std::string, std::string>> ObjectsUnread;
  /// Distinct kernel symbols (instantiations) of the project's kernels.
  unsigned KernelsCompiled = 0;
  /// Of those, the ones whose kernel the dataset holds.
  unsigned KernelsInDataset = 0;
  /// Distinct symbols of kernels defined outside the project (CUB's,
  /// ATen's), not counted above.
  unsigned KernelsOutsideProject = 0;
  std::vector<MissingKernel> Missing; ///< Sorted by kernel, then symbol.
};

/// A root of the machine's toolchain and the name the dataset gives it
/// (`/usr/local/cuda` is written `<cuda>`).
struct PathPlaceholder {
  std::string Root;
  std::string Name;
};

/// Shard Index of Count (1-based): the TUs a run of --shard=I/N parses.
struct Shard {
  unsigned Index = 1, Count = 1;
};

/// Which project, commit and license a dataset is: a dataset merged from
/// many projects says where each kernel came from and under which license.
struct Provenance {
  std::string Name; ///< --project-name, else the project root's name.
  /// When the root is in a git checkout: HEAD's commit, and the URL of the
  /// remote `origin` (else the first remote), credentials removed; a remote
  /// that is a path of this machine is not written.
  std::optional<std::string> Commit;
  std::optional<std::string> Remote;
  /// The license file at the root (else at the checkout's top), absolute,
  /// and its SPDX identifier when it is one of the common licenses.
  std::optional<std::string> LicenseFile;
  std::optional<std::string> Spdx;
};

struct Dataset {
  std::string ProjectRoot;
  /// The project's name, commit, remote and license (set by the caller).
  Provenance Project;
  /// Toolchain roots, longest first: no path of this machine is written.
  std::vector<PathPlaceholder> PathPlaceholders;
  std::string CudaHeadersDescription;
  std::string CudaHeadersKind; ///< "sdk" or "bundled".
  std::string CudaVersion;
  /// Sorted by file, then position: output order does not depend on -j.
  std::vector<ExtractedKernel> Kernels;
  std::vector<TranslationUnitReport> TranslationUnits;
  /// Qualified names of the kernels parsed TUs declare outside the project
  /// (library kernels), sorted and unique: the audit does not miss them.
  std::vector<std::string> KernelsOutsideProject;
  /// The TUs' lost kernels that no other TU found, sorted by file and
  /// line: what the dataset lacks because a parse had errors.
  std::vector<SourceLine> KernelsLost;
  /// Set by --audit.
  std::optional<AuditReport> Audit;
  /// Launches of kernels found in no parsed TU (library kernels).
  unsigned UnattributedLaunches = 0;
  /// nvcc options the translator did not know, each once, sorted.
  std::vector<std::string> UnknownOptions;
  /// Set when the run parsed one shard of the database's TUs.
  std::optional<Shard> OfShard;
  /// How units and launches were translated to HIP; none: not at all.
  std::optional<HipOptions> Hip;
  /// Each variant with a harness is a task (--tasks): its metadata says
  /// how to pose and check it.
  bool Tasks = false;
  double Seconds = 0;

  /// \p Text (a diagnostic, a reason) as the dataset writes it: project
  /// paths relative to the project root, toolchain paths as placeholders.
  std::string portable(llvm::StringRef Text) const;

  unsigned countTUs(TranslationUnitReport::Status S) const;
  /// Variants whose standalone unit's CUDA check (or, with \p Hip, its HIP
  /// unit's check) has \p Status.
  unsigned countVerified(llvm::StringRef Status, bool Hip = false) const;
  unsigned launchCount() const;
};

} // namespace kx

#endif
