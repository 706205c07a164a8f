//===- Tasks.h - Running a dataset's tasks against references ---*- C++ -*-===//
//
// The dataset's third stage (docs/tasks.md): every kernel extracted with
// --tasks is built and run on each of its input sets; its outputs are
// compared, buffer by buffer within a tolerance suited to each element
// type, with the references its CUDA original computed on the CPU (stored
// with the dataset the first time). A candidate file can stand in for a
// kernel's unit: a model's output or a hand port, checked against the
// original's references.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_TASKS_H
#define KERNEL_EXTRACT_TASKS_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"
#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

namespace kx {

struct TaskCheckOptions {
  std::string Dataset;
  /// Where the checked programs run: "cpu" (the CPU runtime, built by
  /// CpuHarness), "cuda" (nvcc) or "hip" (hipcc).
  std::string Device = "cpu";
  /// Which unit is checked: "cuda" (the standalone unit) or "hip".
  std::string Unit = "cuda";
  /// Task id to the file that replaces its unit; only these tasks are
  /// checked when any is given.
  std::map<std::string, std::string> Candidates;
  /// Only these tasks (ids), when not empty.
  std::vector<std::string> Only;
  /// `scripts/cpu-harness.sh` (installed as kernel-extract-cpu-harness).
  std::string CpuHarness;
  std::string Nvcc = "nvcc";
  std::string Hipcc = "hipcc";
  std::string OffloadArch = "gfx90a";
  unsigned Jobs = 0;           ///< 0: one per hardware thread.
  unsigned TimeoutSeconds = 300; ///< Per build and per run.
  /// Bytes of outputs a task's references keep; sets past it keep their
  /// checksum alone.
  uint64_t ReferenceCap = 16u << 20;
  /// Compute the references again, even where they are stored.
  bool UpdateReferences = false;
  /// Compare the runs another machine made (scripts/gpu-tasks.py writes
  /// <dir>/<id>/<set>.*) instead of building and running here.
  std::string OutputsFrom;
};

struct TaskTest {
  std::string InputSet;
  /// "passed", "failed", "not-runnable", or "skipped": the set has no
  /// reference (its outputs depend on what a GPU leaves undefined).
  std::string Status;
  std::string Detail; ///< The worst element or why it did not run.
  double MaxError = 0;
  /// The run's launch times in microseconds (median, min, max), when it
  /// was timed (scripts/gpu-tasks.py).
  std::vector<double> TimeUs;
};

struct TaskResult {
  std::string Id;
  std::string Status; ///< "passed", "failed", "not-runnable"
  std::string Reason; ///< Why not runnable, or what failed to build.
  bool ReferencesComputed = false;
  std::vector<TaskTest> Tests;
};

struct TaskCheckReport {
  std::vector<TaskResult> Tasks; ///< In manifest order.
  unsigned count(llvm::StringRef Status) const;
};

/// Checks the tasks of \p Options.Dataset, writes `check.json` into it and
/// the references it computed; \p Progress gets one call per task done.
/// Fails on a dataset that is not one or holds no tasks.
llvm::Expected<TaskCheckReport>
checkTasks(const TaskCheckOptions &Options,
           const std::function<void(const TaskResult &)> &Progress);

} // namespace kx

#endif
