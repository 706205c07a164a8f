//===- MergeCommand.cpp - kernel-extract merge ----------------------------===//

#include "MergeCommand.h"
#include "ToolOutput.h"
#include "kernel-extract/Extraction.h"
#include "kernel-extract/Output.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {

static const char *const MergeUsage =
    R"(kernel-extract merge: datasets combined into one

  kernel-extract merge -o <out> <dataset>...

Each <dataset> is the output directory of a run (a shard's, --shard=I/N, or
a whole project's). The TUs of each project are combined as one run would
combine them: merging the shards of a run gives that run's dataset. Several
projects sit side by side, ids kept unique; a row whose text repeats an
earlier row's names it in duplicate_of.

  -o, --output-dir <dir>   where the merged dataset is written
  --quiet                  no notes on stderr
  --help                   this text
)";

int runMerge(int Argc, const char **Argv) {
  std::string Output;
  std::vector<std::string> Inputs;
  bool MergeQuiet = false;
  for (int I = 2; I < Argc; ++I) {
    StringRef Arg = Argv[I];
    if (Arg == "--help" || Arg == "-help" || Arg == "-h") {
      outs() << MergeUsage;
      return Success;
    }
    if (Arg == "--quiet") {
      MergeQuiet = true;
    } else if (Arg == "-o" || Arg == "--output-dir") {
      if (I + 1 == Argc)
        fail(fmt::format("merge: {} needs a directory", Arg.str()));
      Output = Argv[++I];
    } else if (Arg.consume_front("--output-dir=") || Arg.consume_front("-o=")) {
      Output = Arg.str();
    } else if (Arg.starts_with("-")) {
      fail(fmt::format("merge: unknown option {} (see 'kernel-extract merge "
                       "--help')",
                       Arg.str()));
    } else {
      Inputs.push_back(Arg.str());
    }
  }
  if (Output.empty())
    fail("merge: no output directory: give -o <dir>");
  if (Inputs.empty())
    fail("merge: no dataset to merge: name the output directories of the "
         "runs");
  std::string OutputPath = absolute(Output);
  for (const std::string &Input : Inputs) {
    if (!sys::fs::is_directory(Input))
      fail(fmt::format("merge: {}: not a directory", Input));
    if (absolute(Input) == OutputPath)
      fail(fmt::format("merge: {} is both an input and the output", Input));
  }
  if (Error E = OutputWriter::check(Output))
    fail("merge: " + toString(std::move(E)));
  auto Lock = OutputLock::acquire(Output);
  if (!Lock)
    fail("merge: " + toString(Lock.takeError()));
  holdOutputLock(std::move(*Lock));

  auto Projects = readAndCombine(Inputs);
  if (!Projects)
    fail("merge: " + toString(Projects.takeError()));
  std::vector<const ProjectResults *> All;
  std::vector<const Dataset *> Datasets;
  unsigned Kernels = 0, Variants = 0;
  for (const ProjectResults &P : *Projects) {
    All.push_back(&P);
    Datasets.push_back(&P.Data);
    Kernels += P.Data.Kernels.size();
    for (const ExtractedKernel &K : P.Data.Kernels)
      Variants += K.Definition.Variants.size();
  }
  auto Out = OutputWriter::open(Output);
  if (!Out)
    fail("merge: " + toString(Out.takeError()));
  Error E = (*Out)->write(MergeInputFile, mergeInput(All));
  if (!E)
    E = writeDatasets(Datasets, **Out);
  if (!E)
    E = (*Out)->commit();
  if (E) {
    Out->reset();
    fail("merge: " + toString(std::move(E)));
  }
  if (!MergeQuiet)
    note(fmt::format("merged {} datasets: {} project{}, {} kernels, {} "
                     "variants; written to {}",
                     Inputs.size(), Projects->size(),
                     Projects->size() == 1 ? "" : "s", Kernels, Variants,
                     Output));
  return Success;
}

} // namespace kx
