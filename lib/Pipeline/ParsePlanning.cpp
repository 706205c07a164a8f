//===- ParsePlanning.cpp - Which commands of the database are parsed ------===//
//
// A file with database commands is parsed as its first CUDA (or HIP)
// command says, and again for each later command that selects other code
// (other macros, other forced includes); a selected file with none (a
// header) through a TU that includes it, else with a neighbour's flags.
//
//===----------------------------------------------------------------------===//

#include "RealPath.h"
#include "Setup/IncludeGraph.h"
#include "kernel-extract/Extraction.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>
#include <set>

using namespace clang;
using namespace llvm;

namespace kx {

namespace {

/// The options of a parse that choose the code a file holds: its macros
/// and forced includes (`-DDOUBLE`, `-include kernel2.hpp`), in order.
std::vector<std::string> codeSelectingOptions(const ParseCommand &Parse) {
  std::vector<std::string> Options;
  const std::vector<std::string> &Args = Parse.Args;
  for (size_t I = 0; I < Args.size(); ++I) {
    StringRef Arg = Args[I];
    bool Separate = Arg == "-D" || Arg == "-U" || Arg == "-include" ||
                    Arg == "-imacros";
    if (Separate && I + 1 < Args.size())
      Options.push_back((Arg + " " + Args[++I]).str());
    else if (Arg.starts_with("-D") || Arg.starts_with("-U") ||
             Arg.starts_with("-include") || Arg.starts_with("-imacros"))
      Options.push_back(Arg.str());
  }
  // What the translation says of the command's architectures: one parse
  // per file reads them, as it reads the first of them.
  llvm::erase_if(Options, [](StringRef Option) {
    return Option.starts_with("-D__CUDA_ARCH_LIST__=");
  });
  return Options;
}

/// The first database command of a file that is a CUDA parse, else the
/// first command (reported as skipped with its reason).
ParseCommand chooseCommand(const std::vector<tooling::CompileCommand> &Commands,
                           const TranslationSettings &Settings) {
  std::optional<ParseCommand> First;
  for (const tooling::CompileCommand &Command : Commands) {
    ParseCommand Parse = translateCommand(Command, Settings);
    if (!Parse.SkipReason)
      return Parse;
    if (!First)
      First = std::move(Parse);
  }
  return std::move(*First);
}

/// The plans of a file with database commands: chooseCommand's, then one
/// per later parse whose macros or forced includes differ from every one
/// before it, named by how they differ from the first's ("-include
/// kernel2.hpp instead of -include kernel1.hpp").
std::vector<PlannedParse>
planCommands(const std::vector<tooling::CompileCommand> &Commands,
             const TranslationSettings &Settings) {
  std::vector<PlannedParse> Plans = {{chooseCommand(Commands, Settings)}};
  if (Plans.front().Command.SkipReason)
    return Plans;
  std::vector<std::string> First = codeSelectingOptions(Plans.front().Command);
  std::set<std::vector<std::string>> Seen = {First};
  for (const tooling::CompileCommand &Command : Commands) {
    ParseCommand Parse = translateCommand(Command, Settings);
    std::vector<std::string> Selecting = codeSelectingOptions(Parse);
    if (Parse.SkipReason || !Seen.insert(Selecting).second)
      continue;
    std::vector<std::string> Added, Removed;
    for (const std::string &Option : Selecting)
      if (!llvm::is_contained(First, Option))
        Added.push_back(Option);
    for (const std::string &Option : First)
      if (!llvm::is_contained(Selecting, Option))
        Removed.push_back(Option);
    std::string Variant = llvm::join(Added, " ");
    if (!Removed.empty())
      Variant += (Added.empty() ? "without " : " instead of ") +
                 llvm::join(Removed, " ");
    Plans.push_back({std::move(Parse), "", "", std::move(Variant)});
  }
  return Plans;
}


/// Plans the parse of a file no database command names.
Expected<PlannedParse> planFileWithoutEntry(
    StringRef File, const std::vector<std::string> &DatabaseFiles,
    const std::vector<ParseCommand> &DatabaseParses, const IncludeGraph &Graph,
    const tooling::CompilationDatabase &Database,
    const TranslationSettings &Settings) {
  PlannedParse Plan;
  Plan.OnlyKernelsIn = realPathOr(File);
  for (size_t Includer : Graph.includers(Plan.OnlyKernelsIn)) {
    if (DatabaseParses[Includer].SkipReason)
      continue;
    Plan.Command = DatabaseParses[Includer];
    Plan.Via = "through " + Plan.Command.File + ", which includes it";
    return Plan;
  }
  std::vector<std::string> Candidates;
  std::vector<size_t> Index;
  for (size_t I = 0; I < DatabaseParses.size(); ++I)
    if (!DatabaseParses[I].SkipReason) {
      Candidates.push_back(DatabaseFiles[I]);
      Index.push_back(I);
    }
  std::optional<size_t> Nearest = nearestFile(Candidates, File);
  if (!Nearest)
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("{}: no entry for it in the compilation database, and no "
                    "entry there is a CUDA compile whose flags could parse it",
                    File.str()));
  StringRef Neighbour = DatabaseFiles[Index[*Nearest]];
  tooling::CompileCommand Command =
      Database.getCompileCommands(Neighbour).front();
  for (const tooling::CompileCommand &C : Database.getCompileCommands(Neighbour))
    if (!translateCommand(C, Settings).SkipReason) {
      Command = C;
      break;
    }
  Command.Filename = File.str();
  Plan.Command = translateCommand(Command, Settings);
  Plan.Via = "alone, with the flags of " + Neighbour.str() +
             " (no file of the database includes it)";
  return Plan;
}

} // namespace

Expected<std::vector<PlannedParse>>
planParses(const tooling::CompilationDatabase &Database,
           const ExtractionOptions &Options) {
  std::vector<std::string> Files = Options.Sources;
  if (Files.empty())
    Files = Database.getAllFiles();
  llvm::sort(Files);
  Files.erase(std::unique(Files.begin(), Files.end()), Files.end());

  std::vector<PlannedParse> Plans;
  std::vector<std::string> WithoutEntry;
  for (const std::string &File : Files) {
    std::vector<tooling::CompileCommand> ForFile =
        Database.getCompileCommands(File);
    if (ForFile.empty())
      WithoutEntry.push_back(File);
    else
      llvm::append_range(Plans, planCommands(ForFile, Options.Settings));
  }
  if (WithoutEntry.empty())
    return Plans;

  // The include graph costs a preprocessor pass over every TU: only built
  // when a selected file needs it.
  std::vector<std::string> DatabaseFiles = Database.getAllFiles();
  llvm::sort(DatabaseFiles);
  std::vector<ParseCommand> DatabaseParses;
  for (const std::string &File : DatabaseFiles)
    DatabaseParses.push_back(
        chooseCommand(Database.getCompileCommands(File), Options.Settings));
  IncludeGraph Graph = IncludeGraph::scan(DatabaseParses, Options.Jobs);
  for (const std::string &File : WithoutEntry) {
    auto Plan = planFileWithoutEntry(File, DatabaseFiles, DatabaseParses,
                                     Graph, Database, Options.Settings);
    if (!Plan)
      return Plan.takeError();
    Plans.push_back(std::move(*Plan));
  }
  llvm::stable_sort(Plans, [](const PlannedParse &A, const PlannedParse &B) {
    StringRef FileA = A.OnlyKernelsIn.empty() ? A.Command.File : A.OnlyKernelsIn;
    StringRef FileB = B.OnlyKernelsIn.empty() ? B.Command.File : B.OnlyKernelsIn;
    return FileA < FileB;
  });
  return Plans;
}

} // namespace kx
