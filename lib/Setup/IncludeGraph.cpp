//===- IncludeGraph.cpp - Which TUs include a file ------------------------===//

#include "IncludeGraph.h"
#include "clang/Tooling/DependencyScanning/DependencyScanningService.h"
#include "clang/Tooling/DependencyScanning/DependencyScanningTool.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include <mutex>

using namespace clang::tooling::dependencies;
using namespace llvm;

namespace kx {

/// The prerequisites of a Makefile rule: `out.o: a.cu b.h \` lines, with
/// spaces in names escaped by a backslash.
static std::vector<std::string> makeRulePrerequisites(StringRef Rule) {
  std::vector<std::string> Files;
  size_t Colon = Rule.find(": ");
  if (Colon == StringRef::npos)
    return Files;
  std::string Current;
  StringRef Body = Rule.drop_front(Colon + 2);
  for (size_t I = 0; I < Body.size(); ++I) {
    char C = Body[I];
    if (C == '\\' && I + 1 < Body.size() && Body[I + 1] == ' ') {
      Current += ' ';
      ++I;
    } else if (C == '\\' && I + 1 < Body.size() && Body[I + 1] == '\n') {
      ++I;
    } else if (isSpace(C)) {
      if (!Current.empty())
        Files.push_back(std::move(Current));
      Current.clear();
    } else {
      Current += C;
    }
  }
  if (!Current.empty())
    Files.push_back(std::move(Current));
  return Files;
}

IncludeGraph IncludeGraph::scan(ArrayRef<ParseCommand> Commands,
                                unsigned Jobs) {
  IncludeGraph Graph;
  DependencyScanningService Service(ScanningMode::DependencyDirectivesScan,
                                    ScanningOutputFormat::Make);
  std::vector<std::vector<std::string>> Dependencies(Commands.size());
  std::vector<std::string> Errors(Commands.size());
  {
    DefaultThreadPool Pool(hardware_concurrency(Jobs));
    for (size_t I = 0; I < Commands.size(); ++I) {
      if (Commands[I].SkipReason)
        continue;
      Pool.async([&, I] {
        // One tool per task: the tool is not thread-safe, the service is.
        DependencyScanningTool Tool(Service);
        Expected<std::string> Rule =
            Tool.getDependencyFile(Commands[I].Args, Commands[I].Directory);
        if (!Rule) {
          Errors[I] = toString(Rule.takeError());
          return;
        }
        for (std::string &File : makeRulePrerequisites(*Rule)) {
          SmallString<256> Path(File);
          if (!sys::path::is_absolute(Path)) {
            Path = Commands[I].Directory;
            sys::path::append(Path, File);
          }
          SmallString<256> Real;
          Dependencies[I].push_back(
              sys::fs::real_path(Path, Real) ? std::string(Path)
                                             : std::string(Real));
        }
      });
    }
    Pool.wait();
  }
  for (size_t I = 0; I < Commands.size(); ++I) {
    if (!Errors[I].empty())
      Graph.Failures.push_back({I, Errors[I]});
    for (const std::string &File : Dependencies[I]) {
      std::vector<size_t> &Into = Graph.Includers[File];
      if (Into.empty() || Into.back() != I)
        Into.push_back(I);
    }
  }
  return Graph;
}

ArrayRef<size_t> IncludeGraph::includers(StringRef RealPath) const {
  auto It = Includers.find(RealPath);
  if (It == Includers.end())
    return {};
  return It->second;
}

std::optional<size_t> nearestFile(ArrayRef<std::string> Files,
                                  StringRef Path) {
  auto SharedDirectories = [&](StringRef File) {
    unsigned Shared = 0;
    auto A = sys::path::begin(sys::path::parent_path(File));
    auto AEnd = sys::path::end(sys::path::parent_path(File));
    auto B = sys::path::begin(sys::path::parent_path(Path));
    auto BEnd = sys::path::end(sys::path::parent_path(Path));
    for (; A != AEnd && B != BEnd && *A == *B; ++A, ++B)
      ++Shared;
    return Shared;
  };
  std::optional<size_t> Best;
  unsigned BestShared = 0;
  for (size_t I = 0; I < Files.size(); ++I) {
    unsigned Shared = SharedDirectories(Files[I]);
    if (!Best || Shared > BestShared ||
        (Shared == BestShared && Files[I] < Files[*Best])) {
      Best = I;
      BestShared = Shared;
    }
  }
  return Best;
}

} // namespace kx
