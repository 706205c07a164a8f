//===- CheckCommand.cpp - kernel-extract check ----------------------------===//

#include "CheckCommand.h"
#include "ToolOutput.h"
#include "kernel-extract/Tasks.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {

static const char *const CheckUsage =
    R"(kernel-extract check: a dataset's tasks run against their references

  kernel-extract check [options] <dataset>

<dataset> was extracted with --tasks. Each task's harness is built and run
on every input set its metadata lists; each output buffer is compared with
the reference within its element type's tolerance. References are the CUDA
original's outputs on the CPU runtime, computed the first time and kept in
<dataset>/references/. One line per failing test, a closing line
`check: N passed, M failed, K not runnable` (in tasks), and
<dataset>/check.json. Exit status: 0 nothing failed, 1 bad input, 3 some
task failed.

  --device=<cpu|cuda|hip>  where the programs run: the CPU runtime (default),
                           nvcc's build on an NVIDIA GPU, hipcc's on an AMD GPU
  --unit=<cuda|hip>        the unit checked: the standalone CUDA unit
                           (default) or its HIP translation (64-wide
                           wavefronts on the CPU)
  --candidate <id>=<file>  check <file> in place of task <id>'s unit (a
                           model's output, a hand port); only the tasks named
                           so are checked (repeatable)
  --task <id>              check only this task (repeatable)
  --outputs-from <dir>     compare the runs scripts/gpu-tasks.py made on a
                           GPU machine (with --device=cuda or hip) instead
                           of building and running here
  --update-references      compute the references again
  --reference-cap <MiB>    output bytes a task's references keep (default
                           16); sets past it keep their checksum, and
                           the original runs them again at each check
  --timeout <seconds>      per build and per run (default 300)
  --offload-arch <arch>    hipcc's architecture with --device=hip (gfx90a)
  --cpu-harness <path>     the CPU build script (default: the installed
                           kernel-extract-cpu-harness)
  -j <N>                   tasks at once (default: one per hardware thread)
  --quiet                  no notes on stderr
  --help                   this text
)";

/// The CPU build script: installed beside the tool, else the source tree's.
static std::string findCpuHarness(const char *Argv0, void *MainAddr) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, MainAddr);
  SmallString<256> Installed(sys::path::parent_path(Exe));
  sys::path::append(Installed, "kernel-extract-cpu-harness");
  if (sys::fs::can_execute(Installed))
    return std::string(Installed);
  return KX_SOURCE_SCRIPTS_DIR "/cpu-harness.sh";
}

int runCheck(int Argc, const char **Argv, void *MainAddr) {
  TaskCheckOptions Options;
  Options.CpuHarness = findCpuHarness(Argv[0], MainAddr);
  bool Quiet = false;
  std::vector<std::string> Datasets;
  for (int I = 2; I < Argc; ++I) {
    StringRef Arg = Argv[I];
    // `--name value` and `--name=value` alike.
    auto Value = [&](StringRef Name) -> std::optional<std::string> {
      if (Arg == Name) {
        if (I + 1 == Argc)
          fail(fmt::format("check: {} needs a value", Name.str()));
        return std::string(Argv[++I]);
      }
      StringRef Rest = Arg;
      if (Rest.consume_front(Name) && Rest.consume_front("="))
        return Rest.str();
      return std::nullopt;
    };
    auto Number = [&](StringRef Name, const std::string &Text) {
      unsigned long long N;
      if (StringRef(Text).getAsInteger(10, N) || N == 0)
        fail(fmt::format("check: {} takes a positive number, not '{}'",
                         Name.str(), Text));
      return N;
    };
    if (Arg == "--help" || Arg == "-help" || Arg == "-h") {
      outs() << CheckUsage;
      return Success;
    }
    if (Arg == "--quiet") {
      Quiet = true;
    } else if (Arg == "--update-references") {
      Options.UpdateReferences = true;
    } else if (auto V = Value("--device")) {
      if (*V != "cpu" && *V != "cuda" && *V != "hip")
        fail(fmt::format("check: --device takes cpu, cuda or hip, not '{}'", *V));
      Options.Device = *V;
    } else if (auto V = Value("--unit")) {
      if (*V != "cuda" && *V != "hip")
        fail(fmt::format("check: --unit takes cuda or hip, not '{}'", *V));
      Options.Unit = *V;
    } else if (auto V = Value("--candidate")) {
      auto [Id, File] = StringRef(*V).split('=');
      if (Id.empty() || File.empty())
        fail(fmt::format("check: --candidate takes <id>=<file>, not '{}'", *V));
      if (!sys::fs::is_regular_file(File))
        fail(fmt::format("check: candidate {}: no such file", File.str()));
      if (!Options.Candidates.emplace(Id.str(), absolute(File)).second)
        fail(fmt::format("check: two candidates for task {}", Id.str()));
    } else if (auto V = Value("--task")) {
      Options.Only.push_back(*V);
    } else if (auto V = Value("--reference-cap")) {
      Options.ReferenceCap = Number("--reference-cap", *V) << 20;
    } else if (auto V = Value("--timeout")) {
      Options.TimeoutSeconds = Number("--timeout", *V);
    } else if (auto V = Value("--outputs-from")) {
      if (!sys::fs::is_directory(*V))
        fail(fmt::format("check: --outputs-from {}: not a directory", *V));
      Options.OutputsFrom = absolute(*V);
    } else if (auto V = Value("--offload-arch")) {
      Options.OffloadArch = *V;
    } else if (auto V = Value("--cpu-harness")) {
      Options.CpuHarness = *V;
    } else if (auto V = Value("-j")) {
      Options.Jobs = Number("-j", *V);
    } else if (Arg.starts_with("-")) {
      fail(fmt::format("check: unknown option {} (see 'kernel-extract check "
                       "--help')",
                       Arg.str()));
    } else {
      Datasets.push_back(Arg.str());
    }
  }
  if (Datasets.size() != 1)
    fail(Datasets.empty() ? "check: no dataset: name the output directory of "
                            "a run with --tasks"
                          : "check: one dataset at a time");
  if (Options.Device == "cuda" && Options.Unit == "hip")
    fail("check: a HIP unit runs with --device=cpu or --device=hip");
  if (Options.Device == "hip" && Options.Unit == "cuda")
    fail("check: --device=hip runs HIP units: add --unit=hip");
  if (!Options.OutputsFrom.empty() && Options.Device == "cpu")
    fail("check: --outputs-from compares a GPU's runs: give --device=cuda or "
         "--device=hip");
  if (Options.Device == "cpu" && !sys::fs::can_execute(Options.CpuHarness))
    fail(fmt::format("check: the CPU build script {} is not found (give "
                     "--cpu-harness)",
                     Options.CpuHarness));
  Options.Dataset = Datasets.front();

  unsigned Done = 0;
  Expected<TaskCheckReport> Report =
      checkTasks(Options, [&](const TaskResult &R) {
        ++Done;
        if (!Quiet && R.ReferencesComputed)
          note(fmt::format("check: references of {} computed", R.Id));
      });
  if (!Report)
    fail("check: " + toString(Report.takeError()));
  for (const TaskResult &R : Report->Tasks) {
    if (R.Status == "not-runnable" && !R.Reason.empty())
      outs() << fmt::format("NOT RUNNABLE {}: {}\n", R.Id, R.Reason);
    else if (!R.Reason.empty())
      outs() << fmt::format("FAIL {}: {}\n", R.Id, R.Reason);
    for (const TaskTest &T : R.Tests)
      if (T.Status != "passed")
        outs() << fmt::format("{} {} [{}]: {}\n",
                              T.Status == "failed"    ? "FAIL"
                              : T.Status == "skipped" ? "SKIPPED"
                                                      : "NOT RUNNABLE",
                              R.Id, T.InputSet, T.Detail);
  }
  unsigned Failed = Report->count("failed");
  outs() << fmt::format("check: {} passed, {} failed, {} not runnable\n",
                        Report->count("passed"), Failed,
                        Report->count("not-runnable"));
  return Failed ? SomeTasksFailed : Success;
}

} // namespace kx
