//===- TaskCheck.cpp - Running a dataset's tasks against references -------===//
//
// For each task: its files are copied into a scratch directory (a candidate
// taking its unit's name), the CUDA original's harness is built for the CPU
// runtime and run twice on every input set to make the references (when
// none are stored), then the checked program runs each set once and its
// outputs are compared with the references, buffer by buffer.
//
//===----------------------------------------------------------------------===//

#include "DatasetTasks.h"
#include "References.h"
#include "RunOutputs.h"
#include "Support/ScratchFiles.h"
#include "kernel-extract/Tasks.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Regex.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>
#include <mutex>

extern char **environ;

using namespace llvm;

namespace kx {
namespace {

/// Exit statuses of a harness run (scripts/run-harnesses.sh uses the same).
constexpr int SanitizerExit = 86;
constexpr int NotRunnableExit = 3;
constexpr const char *UndefinedOutputs =
    "a second run gives other outputs (they depend on what a GPU leaves "
    "undefined: the order blocks or threads run in, shared memory no thread "
    "wrote, a shuffle from a lane that exited)";

/// The line of a tool's or a run's stderr that says what went wrong (with a
/// sanitizer's, where: the first frame's function and line), with what
/// changes from run to run (pids, addresses, scratch paths) taken out.
std::string firstError(StringRef Stderr) {
  SmallVector<StringRef, 32> Lines;
  Stderr.split(Lines, '\n', -1, false);
  StringRef Found, Frame;
  for (StringRef Line : Lines) {
    if (Found.empty() &&
        (Line.contains("ERROR: ") || Line.contains("runtime error:") ||
         Line.starts_with("kx_cpu:") || Line.starts_with("kx_harness:") ||
         Line.contains("error:")))
      Found = Line;
    if (!Found.empty() && Line.trim().starts_with("#0 ")) {
      Frame = Line.trim();
      break;
    }
  }
  if (Found.empty() && !Lines.empty())
    Found = Lines.back();
  std::string Text = Regex("==[0-9]+==").sub("", Found.trim());
  // `ERROR: AddressSanitizer: heap-buffer-overflow on address ...`: the
  // kind, and where (`#0 0x... in f(int*) /tmp/x/k.standalone.cu:12`).
  if (StringRef(Text).consume_front("ERROR: ")) {
    Text = Regex(" on (unknown )?address .*").sub("", Text);
    Text = Regex("^ERROR: ").sub("", Text);
    SmallVector<StringRef, 3> Where;
    if (Regex("#0 0x[0-9a-f]+ in (.*) ([^ ]+:[0-9]+)").match(Frame, &Where))
      Text += " in " + Where[1].str() + " at " + sys::path::filename(Where[2]).str();
  }
  for (Regex Address("0x[0-9a-f]{6,}"); Address.match(Text);)
    Text = Address.sub("0x...", Text);
  for (Regex Scratch("/[^ :]*/([^/ :]+:[0-9])"); Scratch.match(Text);)
    Text = Scratch.sub("\\1", Text);
  if (Text.size() > 240)
    Text = Text.substr(0, 240) + "...";
  return Text;
}

/// The options of the harness's own build line (`//   nvcc <options>
/// <harness> -o ...`): its unit's standard, architecture and nvcc dialect.
std::vector<std::string> buildOptions(StringRef HarnessText,
                                      StringRef Compiler) {
  std::vector<std::string> Options;
  SmallVector<StringRef, 2> Line;
  if (!Regex(("^//   " + Compiler + " ([^\n]*)").str(), Regex::Newline)
           .match(HarnessText, &Line))
    return Options;
  SmallVector<StringRef, 8> Words;
  Line[1].split(Words, ' ', -1, /*KeepEmpty=*/false);
  for (StringRef Word : Words) {
    if (!Word.starts_with("-"))
      break;
    Options.push_back(Word.str());
  }
  return Options;
}

/// The harness's name for its output file (`out`, or `out_` when a kernel
/// parameter takes that name), from its header comment.
std::string outputKey(StringRef HarnessText) {
  SmallVector<StringRef, 2> Match;
  if (Regex("to `([A-Za-z_]+)` and").match(HarnessText, &Match))
    return Match[1].str();
  return "out";
}

bool usesFastMath(StringRef UnitText) {
  return Regex("\\b__(expf|exp10f|logf|log2f|log10f|sinf|cosf|tanf|sincosf|"
               "powf|fdividef|saturatef|frsqrt_rn)\\b")
      .match(UnitText);
}

class Checker {
public:
  Checker(const TaskCheckOptions &Options, StringRef Scratch)
      : Options(Options), Scratch(Scratch) {
    for (char **E = environ; *E; ++E) {
      StringRef Entry(*E);
      if (!Entry.starts_with("ASAN_OPTIONS=") &&
          !Entry.starts_with("UBSAN_OPTIONS="))
        Environment.push_back(Entry.str());
    }
    auto Sanitizer = [&](const char *Name) {
      const char *Given = getenv(Name);
      Environment.push_back(std::string(Name) + "=" +
                            (Given ? Given : "exitcode=86"));
    };
    Sanitizer("ASAN_OPTIONS");
    Sanitizer("UBSAN_OPTIONS");
  }

  TaskResult check(const Task &T, unsigned Index);

private:
  struct Run {
    int Status = 0;
    std::string Failure; ///< Empty when it ran clean.
    bool NotRunnable = false;
    RunOutputs Outputs;
  };

  /// Runs \p Program, its stdout and stderr into \p Log.*; returns the
  /// exit status and, when it did not exit 0, what stderr said.
  int execute(ArrayRef<std::string> Command, StringRef Log, std::string &Why,
              std::string *Stdout = nullptr, bool OnesForUndefined = false) {
    std::vector<StringRef> Args(Command.begin(), Command.end());
    std::vector<StringRef> Env(Environment.begin(), Environment.end());
    if (OnesForUndefined)
      Env.push_back("KX_CPU_UNDEFINED=ones");
    std::string Out = (Log + ".stdout").str(), Err = (Log + ".stderr").str();
    std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Out),
                                            StringRef(Err)};
    std::string ExecError;
    int Status = runStoppedOnInterrupt(Args[0], Args, Env, Redirects,
                                       Options.TimeoutSeconds, &ExecError);
    if (Stdout)
      *Stdout = readText(Out);
    if (Status != 0) {
      Why = Status < 0 ? (ExecError.empty() ? std::string("it crashed")
                                            : ExecError)
                       : firstError(readText(Err));
    }
    return Status;
  }

  /// Builds \p Harness (in the task's scratch directory) for \p Device.
  std::string build(StringRef Harness, StringRef Program, StringRef Device,
                    std::string &Why) {
    std::vector<std::string> Command;
    if (Device == "cpu") {
      Command = {Options.CpuHarness, Harness.str(), "-o", Program.str()};
    } else {
      bool Hip = Device != "cuda";
      Command = {Hip ? Options.Hipcc : Options.Nvcc};
      for (std::string &Option :
           buildOptions(readText(Harness), Hip ? "hipcc" : "nvcc"))
        Command.push_back(StringRef(Option).starts_with("--offload-arch=")
                              ? "--offload-arch=" + Options.OffloadArch
                              : std::move(Option));
      append_range(Command,
                   ArrayRef<std::string>{Harness.str(), "-o", Program.str()});
    }
    std::string Error;
    int Status = execute(Command, (Program + ".build").str(), Error);
    if (Status != 0)
      Why = Error.empty() ? fmt::format("exit status {}", Status) : Error;
    return Status == 0 ? Program.str() : std::string();
  }

  /// Runs \p Program on one input set; \p OnesForUndefined gives the
  /// values a GPU leaves undefined other bits than a first run's
  /// (resources/cpu: KX_CPU_UNDEFINED).
  Run run(StringRef Program, StringRef OutKey, ArrayRef<std::string> Arguments,
          StringRef Output, bool OnesForUndefined = false) {
    Run R;
    std::vector<std::string> Command = {Program.str()};
    append_range(Command, Arguments);
    Command.push_back((OutKey + "=" + Output).str());
    sys::fs::remove(Output);
    std::string Stdout;
    R.Status =
        execute(Command, Output, R.Failure, &Stdout, OnesForUndefined);
    return finish(std::move(R), Stdout, Output);
  }

  /// A run another machine made (scripts/gpu-tasks.py):
  /// <OutputsFrom>/<id>/<set>.status, .stdout, .stderr, .out and .time;
  /// .sample where .out keeps a sample of the outputs.
  Run collected(StringRef Id, StringRef Set, std::vector<double> &Times) {
    Run R;
    std::string Base = pathIn(pathIn(Options.OutputsFrom, Id), Set);
    if (StringRef(readText(Base + ".status")).trim().getAsInteger(10, R.Status)) {
      R.Status = NotRunnableExit;
      R.NotRunnable = true;
      R.Failure = fmt::format("not run there (no {}.status)", Set.str());
      return R;
    }
    if (R.Status == 124)
      R.Failure = "timed out";
    else if (R.Status != 0)
      R.Failure = firstError(readText(Base + ".stderr"));
    std::string Time = readText(Base + ".time");
    SmallVector<StringRef, 4> Words;
    StringRef(Time).trim().split(Words, ' ');
    double Value;
    if (Words.size() == 4 && Words[0] == "time_us")
      for (StringRef Word : ArrayRef(Words).drop_front())
        if (!Word.getAsDouble(Value))
          Times.push_back(Value);
    return finish(std::move(R), readText(Base + ".stdout"), Base + ".out",
                  readText(Base + ".sample"));
  }

  /// \p R's verdict from its exit status, and its outputs (\p Output a
  /// sample of them where \p Sample describes one).
  Run finish(Run R, StringRef Stdout, StringRef Output,
             StringRef Sample = "") {
    if (R.Status != 0) {
      R.NotRunnable = R.Status == NotRunnableExit;
      if (R.Status == SanitizerExit)
        R.Failure = "sanitizer report: " + R.Failure;
      else if (R.Status > 0 && !R.NotRunnable)
        R.Failure = fmt::format("exit status {}: {}", R.Status, R.Failure);
      return R;
    }
    Expected<RunOutputs> Outputs =
        Sample.empty()
            ? parseRunOutputs(Stdout, readText(Output))
            : parseSampledRunOutputs(Stdout, Sample, readText(Output));
    if (!Outputs) {
      R.Status = 1;
      R.Failure = toString(Outputs.takeError());
      return R;
    }
    R.Outputs = std::move(*Outputs);
    return R;
  }

  const TaskCheckOptions &Options;
  std::string Scratch;
  std::vector<std::string> Environment;
};

TaskResult Checker::check(const Task &T, unsigned Index) {
  TaskResult Result{T.Id, "passed", "", false, {}};
  auto NotRunnable = [&](std::string Why) {
    Result.Status = "not-runnable";
    Result.Reason = std::move(Why);
    return Result;
  };
  if (Options.Unit == "hip" && T.HarnessHip.empty())
    return NotRunnable("it has no HIP unit");
  std::string Dir = pathIn(Scratch, std::to_string(Index));
  sys::fs::create_directories(Dir);
  // The programs include their unit by name, beside them.
  for (StringRef File : {T.Harness, T.HarnessHip, T.Unit, T.Hip})
    if (!File.empty())
      sys::fs::copy_file(pathIn(Options.Dataset, File),
                         pathIn(Dir, sys::path::filename(File)));
  std::string Harness = pathIn(Dir, sys::path::filename(T.Harness));
  std::string OutKey = outputKey(readText(Harness));
  bool FastMath = usesFastMath(readText(pathIn(Dir, sys::path::filename(T.Unit))));

  // References: stored, or computed from the CUDA original on the CPU.
  std::optional<References> Refs;
  if (!Options.UpdateReferences) {
    Expected<std::optional<References>> Stored =
        readReferences(Options.Dataset, T.Id);
    if (!Stored)
      return NotRunnable(toString(Stored.takeError()));
    Refs = std::move(*Stored);
    // Input sets changed since: compute them again.
    if (Refs && (Refs->Sets.size() != T.Sets.size() ||
                 !all_of(zip(Refs->Sets, T.Sets), [](const auto &Pair) {
                   return std::get<0>(Pair).Name == std::get<1>(Pair).first &&
                          std::get<0>(Pair).Arguments == std::get<1>(Pair).second;
                 })))
      Refs.reset();
  }
  std::string Original;
  if (!Refs) {
    // Stale ones (other sets, --update-references) go first: an original
    // that is no longer runnable leaves none to compare with.
    removeReferences(Options.Dataset, T.Id);
    std::string Why;
    Original = build(Harness, pathIn(Dir, "original"), "cpu", Why);
    if (Original.empty())
      return NotRunnable("the CUDA original does not build for the CPU: " + Why);
    References Computed;
    Computed.FastMath = FastMath;
    for (const auto &[Name, Arguments] : T.Sets) {
      Run First = run(Original, OutKey, Arguments, pathIn(Dir, Name + ".ref"));
      if (First.Status != 0)
        return NotRunnable(fmt::format("the CUDA original on input set {}: {}",
                                       Name, First.Failure));
      // Again, where a GPU leaves things undefined doing them otherwise:
      // outputs the same within the tolerance show they depend on none.
      Run Second = run(Original, OutKey, Arguments, pathIn(Dir, Name + ".ref2"),
                       /*OnesForUndefined=*/true);
      ReferenceSet Set{Name, Arguments, std::move(First.Outputs), ""};
      if (Second.Status != 0)
        Set.Undefined = "a second run, with other values where a GPU leaves "
                        "them undefined, fails: " + Second.Failure;
      else if (!compareOutputs(Second.Outputs, Set.Outputs, FastMath).Pass)
        Set.Undefined = UndefinedOutputs;
      if (!Set.Undefined.empty())
        Set.Outputs = RunOutputs{};
      Set.Outputs.HasData = Set.Undefined.empty();
      Computed.Sets.push_back(std::move(Set));
    }
    // No set left to compare with.
    auto Defined = find_if(Computed.Sets, [](const ReferenceSet &Set) {
      return Set.Undefined.empty();
    });
    if (Defined == Computed.Sets.end())
      return NotRunnable(fmt::format("the CUDA original on input set {}: {}",
                                     Computed.Sets.front().Name,
                                     Computed.Sets.front().Undefined));
    if (Error E = writeReferences(Options.Dataset, T.Id, Computed,
                                  Options.ReferenceCap))
      return NotRunnable(toString(std::move(E)));
    Result.ReferencesComputed = true;
    Refs = std::move(Computed);
  }

  // A set kept by its checksum alone (past the cap): the original runs it
  // again, its checksum proving the outputs are the reference's, so that
  // a candidate is still compared within the tolerance, not bit for bit.
  for (ReferenceSet &Set : Refs->Sets) {
    if (Set.Outputs.HasData || !Set.Undefined.empty())
      continue;
    if (Original.empty()) {
      std::string Why;
      Original = build(Harness, pathIn(Dir, "original"), "cpu", Why);
      if (Original.empty())
        return NotRunnable("the CUDA original does not build for the CPU: " +
                           Why);
    }
    Run Again = run(Original, OutKey, Set.Arguments,
                    pathIn(Dir, Set.Name + ".ref"));
    if (Again.Status != 0 || Again.Outputs.Checksum != Set.Outputs.Checksum)
      return NotRunnable(fmt::format(
          "the CUDA original on input set {} no longer gives its reference "
          "({})",
          Set.Name,
          Again.Status ? Again.Failure : "checksum " + Again.Outputs.Checksum));
    Set.Outputs = std::move(Again.Outputs);
  }

  // The checked program: the original itself, its HIP unit, or a candidate
  // under the unit's name.
  bool Hip = Options.Unit == "hip";
  if (!T.Candidate.empty())
    sys::fs::copy_file(T.Candidate,
                       pathIn(Dir, sys::path::filename(Hip ? T.Hip : T.Unit)));
  std::string Subject;
  if (!Options.OutputsFrom.empty()) {
    // Run elsewhere: nothing to build.
  } else if (!Hip && T.Candidate.empty() && Options.Device == "cpu" &&
             !Original.empty()) {
    Subject = Original;
  } else {
    std::string Why;
    std::string Source =
        Hip ? pathIn(Dir, sys::path::filename(T.HarnessHip)) : Harness;
    Subject = build(Source, pathIn(Dir, "checked"), Options.Device, Why);
    if (Subject.empty()) {
      Result.Status = "failed";
      Result.Reason = "does not build: " + Why;
      return Result;
    }
  }
  bool AnyFailed = false, AnyNotRunnable = false;
  for (const ReferenceSet &Set : Refs->Sets) {
    TaskTest Test{Set.Name, "passed", "", 0, {}};
    if (!Set.Undefined.empty()) {
      Test.Status = "skipped";
      Test.Detail = Set.Undefined;
      Result.Tests.push_back(std::move(Test));
      continue;
    }
    // The original just ran each set twice, the same both times: that is
    // this test.
    if (Subject == Original && Result.ReferencesComputed) {
      Result.Tests.push_back(std::move(Test));
      continue;
    }
    Run R = Options.OutputsFrom.empty()
                ? run(Subject, OutKey, Set.Arguments,
                      pathIn(Dir, Set.Name + ".out"))
                : collected(T.Id, Set.Name, Test.TimeUs);
    if (R.Status != 0) {
      Test.Status = R.NotRunnable ? "not-runnable" : "failed";
      Test.Detail = R.Failure;
    } else {
      Comparison C = compareOutputs(R.Outputs, Set.Outputs, Refs->FastMath);
      Test.Status = C.Pass ? "passed" : "failed";
      Test.Detail = C.Worst;
      Test.MaxError = C.MaxError;
    }
    AnyFailed |= Test.Status == "failed";
    AnyNotRunnable |= Test.Status == "not-runnable";
    Result.Tests.push_back(std::move(Test));
  }
  Result.Status = AnyFailed        ? "failed"
                  : AnyNotRunnable ? "not-runnable"
                                   : "passed";
  // At 64 lanes, a difference the translation foresaw is a porting hazard.
  if (AnyFailed && Hip && T.WarpSizeNoted && T.Candidate.empty())
    Result.Reason = "a porting hazard: the HIP translation notes a "
                    "warp-size assumption (hip.notes)";
  return Result;
}

json::Value reportJson(const TaskCheckOptions &Options,
                       const TaskCheckReport &Report) {
  json::Array Tasks;
  for (const TaskResult &R : Report.Tasks) {
    json::Array Tests;
    for (const TaskTest &T : R.Tests) {
      json::Object Test{{"input_set", T.InputSet},
                        {"status", T.Status},
                        {"detail", T.Detail},
                        {"max_error", T.MaxError}};
      if (T.TimeUs.size() == 3)
        Test["time_us"] = json::Object{{"median", T.TimeUs[0]},
                                       {"min", T.TimeUs[1]},
                                       {"max", T.TimeUs[2]}};
      Tests.push_back(std::move(Test));
    }
    json::Object Entry{{"id", R.Id},
                       {"status", R.Status},
                       {"reason", R.Reason},
                       {"tests", std::move(Tests)}};
    auto Candidate = Options.Candidates.find(R.Id);
    if (Candidate != Options.Candidates.end())
      Entry["candidate"] = sys::path::filename(Candidate->second);
    Tasks.push_back(std::move(Entry));
  }
  return json::Object{{"device", Options.Device},
                      {"unit", Options.Unit},
                      {"passed", Report.count("passed")},
                      {"failed", Report.count("failed")},
                      {"not_runnable", Report.count("not-runnable")},
                      {"tasks", std::move(Tasks)}};
}

} // namespace

unsigned TaskCheckReport::count(StringRef Status) const {
  return count_if(Tasks, [&](const TaskResult &R) { return R.Status == Status; });
}

Expected<TaskCheckReport>
checkTasks(const TaskCheckOptions &Options,
           const std::function<void(const TaskResult &)> &Progress) {
  Expected<std::vector<Task>> All = readTasks(Options.Dataset);
  if (!All)
    return All.takeError();
  std::vector<Task> Tasks;
  for (Task &T : *All) {
    auto Candidate = Options.Candidates.find(T.Id);
    if (Candidate != Options.Candidates.end())
      T.Candidate = Candidate->second;
    bool Chosen = (Options.Candidates.empty() && Options.Only.empty()) ||
                  !T.Candidate.empty() || is_contained(Options.Only, T.Id);
    // Runs made elsewhere: the tasks of the sample that ran.
    if (!Options.OutputsFrom.empty() && Options.Only.empty())
      Chosen &= sys::fs::is_directory(pathIn(Options.OutputsFrom, T.Id));
    if (Chosen)
      Tasks.push_back(std::move(T));
  }
  auto Known = [&](StringRef Id) -> Error {
    if (any_of(Tasks, [&](const Task &T) { return T.Id == Id; }))
      return Error::success();
    return createStringError(fmt::format(
        "{}: no task with id {} (see its manifest.jsonl)", Options.Dataset,
        Id.str()));
  };
  for (const std::string &Id : Options.Only)
    if (Error E = Known(Id))
      return E;
  for (const auto &Candidate : Options.Candidates)
    if (Error E = Known(Candidate.first))
      return E;

  Expected<ScratchDirectory> Scratch = ScratchDirectory::create("kx-check");
  if (!Scratch)
    return Scratch.takeError();
  Checker Runner(Options, Scratch->path());
  TaskCheckReport Report;
  Report.Tasks.resize(Tasks.size());
  std::mutex Lock;
  {
    DefaultThreadPool Pool(hardware_concurrency(Options.Jobs));
    for (unsigned I = 0; I < Tasks.size(); ++I)
      Pool.async([&, I] {
        TaskResult R = Runner.check(Tasks[I], I);
        std::lock_guard<std::mutex> Guard(Lock);
        Report.Tasks[I] = std::move(R);
        if (Progress)
          Progress(Report.Tasks[I]);
      });
    Pool.wait();
  }
  std::string Text;
  raw_string_ostream(Text) << formatv("{0:2}", reportJson(Options, Report))
                           << "\n";
  if (Error E = writeFileWhole(pathIn(Options.Dataset, "check.json"), Text))
    return E;
  return Report;
}

} // namespace kx
