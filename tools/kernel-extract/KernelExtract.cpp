//===- KernelExtract.cpp - The kernel-extract command line ----------------===//
//
// Options, progress and the end-of-run summary; the work is in lib/.
//
//===----------------------------------------------------------------------===//

#include "CheckCommand.h"
#include "CheckReport.h"
#include "MergeCommand.h"
#include "Progress.h"
#include "RunReport.h"
#include "ToolOutput.h"
#include "kernel-extract/Audit.h"
#include "kernel-extract/Extraction.h"
#include "kernel-extract/Output.h"
#include "kernel-extract/Toolchain.h"
#include "kernel-extract/Verify.h"
#include "clang/Basic/Version.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <csignal>
#include <fmt/format.h>
#include <fmt/ranges.h>

using namespace llvm;
using kx::absolute;
using kx::fail;
using kx::note;
using kx::InputError;
using kx::SomeTUsFailed;
using kx::Success;
namespace cl = llvm::cl;

namespace {

cl::OptionCategory Category("kernel-extract options");

/// " (1 on a shared preamble; 1 more, on one that did not fit)": how a
/// TU's parses used the run's preambles, for --verbose.
std::string preambleUse(const kx::TranslationUnitReport &Report) {
  std::vector<std::string> Uses;
  if (Report.PreambleParses)
    Uses.push_back(
        fmt::format("{} on a shared preamble", Report.PreambleParses));
  if (Report.PreambleRefusals)
    Uses.push_back(fmt::format("{} more, on one that did not fit",
                               Report.PreambleRefusals));
  return Uses.empty() ? "" : fmt::format(" ({})", fmt::join(Uses, "; "));
}

cl::opt<std::string> BuildPath(
    "p", cl::desc("Build directory holding compile_commands.json (or the "
                  "file itself), or a build.ninja (read with 'ninja -t "
                  "compdb')"),
    cl::value_desc("build-dir"), cl::cat(Category));
cl::list<std::string> Sources(cl::Positional, cl::desc("[<source>...]"),
                              cl::cat(Category));
cl::opt<std::string> OutputDir("output-dir",
                               cl::desc("Directory to write the dataset to"),
                               cl::value_desc("dir"), cl::cat(Category));
cl::alias OutputDirShort("o", cl::desc("Alias for --output-dir"),
                         cl::aliasopt(OutputDir), cl::NotHidden);
cl::opt<bool> ListOnly("list",
                       cl::desc("Print the kernels found; write nothing"),
                       cl::cat(Category));
cl::list<std::string>
    ExtraArgs("extra-arg",
              cl::desc("Additional argument to append to every parse"),
              cl::cat(Category));
cl::list<std::string> ExtraArgsBefore(
    "extra-arg-before",
    cl::desc("Additional argument to prepend to every parse"),
    cl::cat(Category));
cl::opt<std::string> CudaPath(
    "cuda-path",
    cl::desc("CUDA headers: 'auto' (an SDK if one is installed, else the "
             "bundled headers), 'bundled', or an SDK directory"),
    cl::value_desc("auto|bundled|dir"), cl::init("auto"), cl::cat(Category));
cl::opt<std::string> ProjectName(
    "project-name",
    cl::desc("The project's name in every manifest row (default: the "
             "project root's directory name)"),
    cl::value_desc("name"), cl::cat(Category));
cl::opt<std::string> ProjectRoot(
    "project-root",
    cl::desc("Directory that output paths are relative to; kernels outside "
             "it are not the project's (default: the deepest directory "
             "holding every file of the database and the include "
             "directories its commands name relatively, -I../common)"),
    cl::value_desc("dir"), cl::cat(Category));
cl::opt<unsigned> Jobs("j",
                       cl::desc("Translation units parsed at once (default: "
                                "one per hardware thread)"),
                       cl::value_desc("N"), cl::init(0), cl::cat(Category));
cl::opt<bool> FailFast("fail-fast",
                       cl::desc("Stop at the first translation unit that "
                                "fails to parse, and write nothing"),
                       cl::cat(Category));
cl::list<std::string> Types(
    "types",
    cl::desc("Type arguments tried for every type template parameter "
             "(default: float,half; half and bfloat16 name __half and "
             "__nv_bfloat16, and c10::Half and c10::BFloat16 too where the "
             "TU declares them; any type the TU declares)"),
    cl::value_desc("type,..."), cl::CommaSeparated, cl::cat(Category));
cl::opt<unsigned> MaxInstantiations(
    "max-instantiations",
    cl::desc("Most instantiations emitted per template kernel (default 8)"),
    cl::value_desc("N"), cl::init(8), cl::cat(Category));
cl::opt<std::string> Instantiate(
    "instantiate",
    cl::desc("Which instantiations of template kernels to emit: 'all' "
             "(those the project launches, then --types; the default), "
             "'launched' or 'requested' (--types only)"),
    cl::value_desc("all|launched|requested"), cl::init("all"),
    cl::cat(Category));
cl::opt<bool> Strict(
    "strict",
    cl::desc("All or nothing: take no kernel from a translation unit with "
             "any parse error (by default its kernels are kept and marked "
             "'tu-errors' or 'kernel-errors')"),
    cl::cat(Category));
// Kernels of TUs with errors are kept by default now; accepted so that old
// scripts keep working.
cl::opt<bool> AllowMissingHeaders("allow-missing-headers", cl::Hidden,
                                  cl::cat(Category));
cl::opt<bool> Audit(
    "audit",
    cl::desc("After a real build: read the objects the database entries "
             "produced (their output, else -o), list the kernels compiled "
             "into them, and report each one the dataset lacks (stderr and "
             "summary.json 'audit')"),
    cl::cat(Category));
cl::opt<bool> Verify(
    "verify",
    cl::desc("Compile every standalone unit alone: with nvcc (-c, the "
             "architecture used for parsing, the TU's dialect options such "
             "as --expt-relaxed-constexpr) when nvcc is found, else with "
             "clang and the same CUDA headers, device and host side; and "
             "every .hip unit with hipcc (--offload-arch), else with clang "
             "-x hip and the ROCm headers (a unit needing a ROCm library "
             "that is not installed is skipped)"),
    cl::cat(Category));
cl::opt<unsigned> VerifyBatch(
    "verify-batch",
    cl::desc("With --verify, units nvcc (hipcc) checks in one compile when "
             "they include the same headers, each in a namespace of its own; "
             "a batch that fails is checked unit by unit (default 16; 1 "
             "checks each unit alone)"),
    cl::value_desc("N"), cl::init(16), cl::cat(Category));
cl::opt<bool> Harness(
    "harness",
    cl::desc("Write a host harness for every standalone unit "
             "(kernels/<id>.harness.cu) and HIP unit (.harness.hip): a "
             "wrapper that copies buffers, launches and copies outputs "
             "back, and a main with seeded inputs, sized from the kernel's "
             "bounds checks and the project's launches; with --verify, "
             "compile and link each"),
    cl::cat(Category));
cl::opt<bool> Tasks(
    "tasks",
    cl::desc("Make every kernel with a harness a task (implies --harness): "
             "its metadata's `task` gives the signature, the parameters' "
             "roles and sizes, the launch and five input sets, which "
             "'kernel-extract check' runs against references"),
    cl::cat(Category));
cl::opt<bool> CheckUnits(
    "check-units",
    cl::desc("Compile every standalone unit in process as it is written "
             "(the linked clang, device side) and repair one that fails "
             "for a name its translation unit declares (closure.check, "
             "closure.repaired); --check-units=false writes them unchecked"),
    cl::init(true), cl::cat(Category));
cl::opt<bool> SharePreambles(
    "preamble",
    cl::desc("Parse the framework headers that translation units of one "
             "command enter before their own code once, into a precompiled "
             "preamble the others are parsed on (--verbose says which); the "
             "dataset is the same either way"),
    cl::init(false), cl::cat(Category));
cl::opt<bool> SkipLibraryBodies(
    "skip-library-bodies",
    cl::desc("Leave unparsed the bodies of host functions outside the "
             "project (a framework's headers), which no kernel can call; "
             "the dataset is the same either way "
             "(--skip-library-bodies=false parses them)"),
    cl::init(true), cl::cat(Category));
cl::opt<bool> Hip(
    "hip",
    cl::desc("Translate every standalone unit to HIP (kernels/<id>.hip); "
             "--hip=false skips it"),
    cl::init(true), cl::cat(Category));
cl::opt<std::string> HipVersion(
    "hip-version",
    cl::desc("Oldest HIP the .hip units must compile with (default: the "
             "installed HIP's, else 5.2): before 6.2, __shfl_*_sync and "
             "__ballot_sync lose their mask"),
    cl::value_desc("MAJOR.MINOR"), cl::init("5.2"), cl::cat(Category));
cl::opt<std::string> HipLaunchSyntax(
    "hip-launch-syntax",
    cl::desc("How launches are written in HIP: 'chevrons' (<<<>>>, the "
             "default: HIP-Clang accepts it) or 'ggl' (hipLaunchKernelGGL)"),
    cl::value_desc("chevrons|ggl"), cl::init("chevrons"), cl::cat(Category));
cl::opt<std::string> OffloadArch(
    "offload-arch",
    cl::desc("AMD GPU that --verify compiles the .hip units for (default "
             "gfx90a)"),
    cl::value_desc("gfxNNN"), cl::init("gfx90a"), cl::cat(Category));
cl::opt<bool> PrintParseCommands(
    "print-parse-commands",
    cl::desc("Print the clang command each database entry becomes, as a "
             "compilation database on stdout, and parse nothing"),
    cl::cat(Category));
cl::opt<bool> Quiet("quiet",
                    cl::desc("No progress and no notes on stderr: only "
                             "warnings, errors and the TUs that failed"),
                    cl::cat(Category));
cl::opt<double> ProgressInterval(
    "progress-interval",
    cl::desc("Least seconds between two progress lines when stderr is not "
             "a terminal (default 5; on a terminal one line is redrawn)"),
    cl::value_desc("seconds"), cl::init(5), cl::cat(Category));
cl::opt<std::string> ShardOption(
    "shard",
    cl::desc("Parse only shard I of N of the database's TUs (chosen by a "
             "hash of each file's path), writing a complete dataset that "
             "'kernel-extract merge' combines with the other shards'"),
    cl::value_desc("I/N"), cl::cat(Category));
cl::opt<bool> Verbose("verbose",
                      cl::desc("Print each translation unit as it is "
                               "parsed, with its clang command line"),
                      cl::cat(Category));

const char *Overview = R"(kernel-extract: every CUDA __global__ kernel of a project, as a dataset

  kernel-extract -p <build-dir> -o <out> [<source>...]
  kernel-extract -p <build-dir> --list
  kernel-extract -o <out> <source>... -- <compile flags>
  kernel-extract -p <build-dir> -o <shard-out> --shard=I/N
  kernel-extract merge -o <out> <dataset>...
  kernel-extract check [--unit=hip] [--candidate <id>=<file>] <dataset>

Writes <out>/kernels/<kernel>.cu (the kernel's source text) and .json (its
metadata), <out>/manifest.jsonl (one line per kernel) and <out>/summary.json.
Exit status: 0 all parsed, 1 bad input (nothing written), 2 some translation
units failed to parse (the rest was written).
)";

/// A note that --quiet leaves out: what the run is doing, not what is
/// wrong.
void inform(const Twine &Message) {
  if (!Quiet)
    note(Message);
}

std::unique_ptr<clang::tooling::CompilationDatabase>
loadDatabase(int &Argc, const char **Argv, kx::HipifiedBuild &Hipified) {
  std::string FixedError;
  std::unique_ptr<clang::tooling::CompilationDatabase> Fixed =
      clang::tooling::FixedCompilationDatabase::loadFromCommandLine(
          Argc, Argv, FixedError);
  cl::HideUnrelatedOptions(Category);
  cl::SetVersionPrinter([](raw_ostream &OS) {
    OS << "kernel-extract " << KX_VERSION << " (clang "
       << CLANG_VERSION_STRING << ")\n";
  });
  // Options for every run of a job (a cluster's) can come from the
  // environment; the command line's come after them and win.
  cl::ParseCommandLineOptions(Argc, Argv, Overview, /*Errs=*/nullptr,
                              "KERNEL_EXTRACT_OPTIONS");
  if (Fixed && !BuildPath.empty())
    fail("give either -p <build-dir> or '-- <compile flags>', not both");
  if (Fixed) {
    if (Sources.empty())
      fail("with '-- <compile flags>', name the source files to parse");
    return Fixed;
  }
  if (!FixedError.empty())
    fail(FixedError);
  if (BuildPath.empty())
    fail("no compilation database: give -p <build-dir> (the directory of "
         "compile_commands.json) or '-- <compile flags>'");
  auto Database = kx::loadCompilationDatabase(BuildPath);
  if (!Database)
    fail(toString(Database.takeError()));
  // A hipified build (ROCm PyTorch) stands for its CUDA originals.
  return kx::withCudaOriginals(std::move(*Database), Hipified);
}

void printParseCommands(const std::vector<kx::PlannedParse> &Plans) {
  llvm::json::Array Entries;
  for (const kx::PlannedParse &Plan : Plans) {
    const kx::ParseCommand &Parse = Plan.Command;
    if (Parse.SkipReason)
      continue;
    llvm::json::Array Arguments;
    for (const std::string &Arg : Parse.Args)
      Arguments.push_back(Arg);
    Entries.push_back(llvm::json::Object{{"directory", Parse.Directory},
                                         {"file", Parse.File},
                                         {"arguments", std::move(Arguments)}});
  }
  outs() << formatv("{0:2}", llvm::json::Value(std::move(Entries))) << "\n";
}

/// The toolchain roots the dataset names by placeholder, longest first, and
/// each also as its real path (`/usr/local/cuda` is often a link to
/// `/usr/local/cuda-13.0`).
std::vector<kx::PathPlaceholder>
toolchainPlaceholders(const kx::TranslationSettings &Settings,
                      StringRef ToolResources) {
  std::vector<kx::PathPlaceholder> Placeholders;
  auto Add = [&](StringRef Root, StringRef Name) {
    // A distribution's packages (ROCm in /usr on Debian) share the
    // system's prefix: its paths are the same on every such machine.
    if (Root.empty() || Root == "/" || Root == "/usr" || Root == "/usr/local")
      return;
    Placeholders.push_back({Root.str(), Name.str()});
    SmallString<256> Real;
    if (!sys::fs::real_path(Root, Real) && Real != Root)
      Placeholders.push_back({std::string(Real), Name.str()});
  };
  if (Settings.Cuda.Source == kx::CudaHeaders::Kind::SDK)
    Add(Settings.Cuda.Path, "<cuda>");
  Add(Settings.RocmPath, "<rocm>");
  Add(Settings.ClangResourceDir, "<clang>");
  Add(ToolResources, "<kernel-extract>");
  llvm::stable_sort(Placeholders, [](const auto &A, const auto &B) {
    return A.Root.size() > B.Root.size();
  });
  return Placeholders;
}

} // namespace

int main(int Argc, const char **Argv) {
  InitLLVM Init(Argc, Argv);
  kx::installInterruptCleanup();
  // Past a file size limit (ulimit -f) a write fails and is reported, and
  // the staged dataset is removed; the default action would end the run
  // with the staging directory left behind.
  std::signal(SIGXFSZ, SIG_IGN);
  auto Start = std::chrono::steady_clock::now();
  if (Argc > 1 && StringRef(Argv[1]) == "merge")
    return kx::runMerge(Argc, Argv);
  if (Argc > 1 && StringRef(Argv[1]) == "check")
    return kx::runCheck(Argc, Argv, (void *)&main);
  kx::HipifiedBuild Hipified;
  std::unique_ptr<clang::tooling::CompilationDatabase> Database =
      loadDatabase(Argc, Argv, Hipified);
  if (!(ProgressInterval >= 0))
    fail(fmt::format("--progress-interval={}: give a number of seconds, 0 "
                     "or more",
                     ProgressInterval.getValue()));
  kx::setProgress(std::make_unique<kx::Progress>(
      errs(), kx::Progress::styleFor(errs(), Quiet), ProgressInterval));

  if (!ListOnly && !PrintParseCommands) {
    if (OutputDir.empty())
      fail("no output directory: give -o <dir> (or --list to only print the "
           "kernels)");
    if (Error E = kx::OutputWriter::check(OutputDir))
      fail(toString(std::move(E)));
    if (Error E = kx::OutputWriter::checkHoldsNoSource(
            OutputDir, Database->getAllFiles()))
      fail(toString(std::move(E)));
    auto Lock = kx::OutputLock::acquire(OutputDir);
    if (!Lock)
      fail(toString(Lock.takeError()));
    kx::holdOutputLock(std::move(*Lock));
  }

  kx::ExtractionOptions Options;
  Options.Hipified = std::move(Hipified);
  for (const std::string &Source : Sources) {
    if (!sys::fs::exists(Source))
      fail(fmt::format("{}: no such file", Source));
    Options.Sources.push_back(absolute(Source));
  }
  if (!ProjectRoot.empty()) {
    if (!sys::fs::is_directory(ProjectRoot))
      fail(fmt::format("--project-root={}: not a directory",
                       ProjectRoot.getValue()));
    Options.ProjectRoot = absolute(ProjectRoot);
  }

  if (!ShardOption.empty()) {
    auto S = kx::parseShard(ShardOption);
    if (!S)
      fail(toString(S.takeError()));
    Options.OfShard = *S;
  }

  auto Mode = kx::parseInstantiationMode(Instantiate);
  if (!Mode)
    fail(toString(Mode.takeError()));
  Options.Instantiation.Which = *Mode;
  if (!Types.empty())
    Options.Instantiation.Types.assign(Types.begin(), Types.end());
  if (VerifyBatch == 0)
    fail("--verify-batch=0: give at least 1 (1 checks each unit alone)");
  if (MaxInstantiations == 0)
    fail("--max-instantiations=0: give at least 1");
  Options.Instantiation.MaxInstantiations = MaxInstantiations;

  if (Hip) {
    auto Version = kx::parseHipVersion(HipVersion);
    if (!Version)
      fail(toString(Version.takeError()));
    // Units for the HIP a user would compile them with: the installed one
    // (a ROCm 6 image), when it is newer than the oldest the tool targets.
    if (HipVersion.getNumOccurrences() == 0)
      if (std::optional<kx::HipVersion> Installed =
              kx::installedHipVersion(kx::findRocmPath());
          Installed && Installed->atLeast(Version->Major, Version->Minor))
        *Version = *Installed;
    if (HipLaunchSyntax != "chevrons" && HipLaunchSyntax != "ggl")
      fail(fmt::format("--hip-launch-syntax={}: expected 'chevrons' or 'ggl'",
                       HipLaunchSyntax.getValue()));
    if (!StringRef(OffloadArch).starts_with("gfx"))
      fail(fmt::format("--offload-arch={}: expected an AMD GPU (gfx90a, "
                       "gfx1100, ...)",
                       OffloadArch.getValue()));
    if (!ListOnly) // --list writes no unit to translate.
      Options.Hip = kx::HipOptions{*Version, HipLaunchSyntax == "ggl"};
  }

  static int Anchor;
  std::string ToolResources = kx::findToolResourceDir(Argv[0], &Anchor);
  auto Cuda = kx::selectCudaHeaders(CudaPath, ToolResources);
  if (!Cuda)
    fail(toString(Cuda.takeError()));
  inform("using " + Cuda->describe());

  kx::TranslationSettings &Settings = Options.Settings;
  Settings.Cuda = std::move(*Cuda);
  Settings.ClangResourceDir = kx::findClangResourceDir();
  Settings.RocmPath = kx::findRocmPath();
  if (Settings.ClangResourceDir.empty())
    note("warning: clang's resource directory (with stddef.h) was not "
         "found; pass --extra-arg=-resource-dir=<dir>");
  Settings.ExtraArgs = ExtraArgs;
  Options.ToolchainRoots = {Settings.Cuda.Path, Settings.ClangResourceDir,
                            ToolResources};
  if (!Settings.RocmPath.empty())
    Options.ToolchainRoots.push_back(Settings.RocmPath + "/include/hip");
  Settings.ExtraArgsBefore = ExtraArgsBefore;
  Options.Jobs = Jobs;
  Options.Harness = (Harness || Tasks) && !ListOnly;
  Options.Tasks = Tasks && !ListOnly;
  Options.CheckUnits = CheckUnits && !ListOnly;
  Options.SkipLibraryBodies = SkipLibraryBodies;
  Options.SharePreambles = SharePreambles;
  if (!ListOnly && !PrintParseCommands)
    Options.ScratchIn = absolute(OutputDir);
  Options.FailFast = FailFast;
  Options.Strict = Strict;
  Settings.QueryHostCompiler = kx::queryHostCompiler;
  Settings.HostCompatDir = ToolResources + "/host-compat";
  Options.OnPlanned = [](unsigned TUs) { kx::progress().startPhase("TUs", TUs); };
  Options.OnTUDone = [KernelsSeen = 0u](
                         const kx::TranslationUnitReport &Report) mutable {
    using Status = kx::TranslationUnitReport::Status;
    kx::progress().advance(KernelsSeen += Report.KernelsFound);
    if (!Report.Via.empty())
      inform(fmt::format("{} has no entry in the database: parsed {}",
                       Report.File, Report.Via));
    if (Verbose)
      note(fmt::format(
          "{} {}{}",
          Report.State == Status::Parsed   ? "parsed"
          : Report.State == Status::Failed ? "failed"
                                           : "skipped",
          Report.Variant.empty() ? Report.File
                                 : Report.File + " (" + Report.Variant + ")",
          Report.State != Status::Parsed
              ? ": " + Report.Detail
              : fmt::format(" ({} kernels; {} {}{}, {} library function "
                            "bodies skipped)",
                            Report.KernelsFound, Report.Parses,
                            Report.Parses == 1 ? "parse" : "parses",
                            preambleUse(Report), Report.LibraryBodiesSkipped)));
  };
  if (PrintParseCommands || Verbose) {
    auto Planned = kx::planParses(*Database, Options);
    if (!Planned)
      fail(toString(Planned.takeError()));
    if (PrintParseCommands) {
      printParseCommands(*Planned);
      return Success;
    }
    for (const kx::PlannedParse &Plan : *Planned)
      if (!Plan.Command.SkipReason)
        note(fmt::format("command for {}: {}", Plan.Command.File,
                         fmt::join(Plan.Command.Args, " ")));
  }

  kx::ProjectResults Run;
  Options.KeepResults = ListOnly ? nullptr : &Run.Results;
  auto Extracted = kx::extractKernels(*Database, Options);
  kx::progress().clear();
  if (!Extracted)
    fail(toString(Extracted.takeError()));
  Run.Data = std::move(*Extracted);
  kx::Dataset *Data = &Run.Data;
  Data->PathPlaceholders = toolchainPlaceholders(Settings, ToolResources);
  Data->Project = kx::readProvenance(Data->ProjectRoot, ProjectName);

  if (!Data->UnknownOptions.empty())
    note(fmt::format("warning: unknown compiler options ignored: {}",
                     fmt::join(Data->UnknownOptions, " ")));
  using Status = kx::TranslationUnitReport::Status;
  unsigned Failed = Data->countTUs(Status::Failed);
  if (Failed || Data->countTUs(Status::Skipped) || Verbose)
    printTable(*Data);
  if (Verbose)
    printPreambleGroups(*Data);
  bool Stopped = FailFast && Failed > 0;

  if (Verify && !ListOnly && !Stopped) {
    kx::VerifySettings Check;
    Check.Nvcc = kx::findNvcc(Settings.Cuda);
    Check.Clang = Settings;
    Check.Jobs = Jobs;
    Check.ScratchIn = absolute(OutputDir);
    Check.OffloadArch = OffloadArch;
    Check.BatchSize = VerifyBatch;
    Check.RocmPath = Settings.RocmPath;
    if (ErrorOr<std::string> Hipcc = sys::findProgramByName("hipcc"))
      Check.Hipcc = *Hipcc;
    inform(Check.Nvcc.empty()
             ? "verifying standalone units with clang (no nvcc found)"
             : "verifying standalone units with " + Check.Nvcc);
    if (Hip)
      inform(Check.Hipcc.empty()
               ? "verifying HIP units with clang -x hip (no hipcc found)"
               : "verifying HIP units with " + Check.Hipcc);
    kx::progress().startPhase("compile checks", kx::countCompileChecks(*Data));
    Check.OnCheckDone = [] { kx::progress().advance(); };
    kx::verifyStandaloneUnits(*Data, Check);
    kx::progress().clear();
    reportChecks(*Data, Options.Hip, Options.Harness, inform);
  }

  if (Audit) {
    Data->Audit = kx::auditDataset(*Data, kx::objectsOfDatabase(*Database));
    printAudit(*Data);
  }

  if (ListOnly) {
    printList(*Data);
  } else if (!Stopped) {
    auto Out = kx::OutputWriter::open(OutputDir);
    if (!Out)
      fail(toString(Out.takeError()));
    Error E = (*Out)->write(kx::MergeInputFile, kx::mergeInput({&Run}));
    if (!E)
      E = kx::writeDataset(*Data, **Out);
    if (!E)
      E = (*Out)->commit();
    if (E) {
      Out->reset(); // Removes the staging directory: fail() does not return.
      fail(toString(std::move(E)));
    }
  }

  unsigned WithErrors = llvm::count_if(Data->Kernels, [](const auto &K) {
    return K.Definition.Parse != kx::Kernel::ParseState::Clean;
  });
  std::vector<std::string> OfKernels;
  if (WithErrors)
    OfKernels.push_back(fmt::format("{} from TUs with errors", WithErrors));
  if (!Data->KernelsLost.empty())
    OfKernels.push_back(fmt::format("{} lost to TUs with errors",
                                    Data->KernelsLost.size()));
  inform(fmt::format("{} translation units: {} parsed, {} failed, {} skipped; "
                   "{} kernels{}, {} launch sites{} ({:.1f} s)",
                   Data->TranslationUnits.size(),
                   Data->countTUs(Status::Parsed), Failed,
                   Data->countTUs(Status::Skipped), Data->Kernels.size(),
                   OfKernels.empty()
                       ? ""
                       : fmt::format(" ({})", fmt::join(OfKernels, "; ")),
                   Data->launchCount(),
                   ListOnly  ? ""
                   : Stopped ? "; stopped by --fail-fast, nothing written"
                             : "; written to " + OutputDir.getValue(),
                   std::chrono::duration<double>(
                       std::chrono::steady_clock::now() - Start)
                       .count()));
  return Failed ? SomeTUsFailed : Success;
}
