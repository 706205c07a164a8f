//===- UnitPreludes.cpp - What every unit parses first, parsed once -------===//

#include "Support/ScratchFiles.h"
#include "UnitRepair.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <chrono>
#include <map>
#include <mutex>

using namespace clang;

namespace kx {

namespace {

/// Writes the precompiled header to a path of ours, whatever the command
/// line says of outputs.
class PrecompileTo : public GeneratePCHAction {
public:
  explicit PrecompileTo(std::string Path) : Path(std::move(Path)) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Path;
    return GeneratePCHAction::BeginInvocation(CI);
  }

private:
  std::string Path;
};

} // namespace

struct UnitPreludes::State {
  explicit State(std::string ScratchIn)
      : Scratch(std::move(ScratchIn), ".kernel-extract-check") {}
  std::mutex Lock;
  LargeScratchOnDemand Scratch;
  /// By command line and leading directives: the precompiled header, or
  /// empty if it failed.
  std::map<std::string, std::string> Built;
  /// By command line: how long its precompiled header for no lines took
  /// to build, the price of one more.
  std::map<std::string, double> BuildSeconds;
  /// By command line and leading directives not built yet: how long the
  /// checks of units that begin with them took.
  std::map<std::string, double> Spent;
};

static std::string argumentsKey(const std::vector<std::string> &Args) {
  return llvm::join(Args, "\n");
}

static std::string preludeKey(const std::vector<std::string> &Args,
                              llvm::StringRef Leading) {
  return argumentsKey(Args) + "\n\n" + Leading.str();
}

UnitPreludes::UnitPreludes(std::string ScratchIn)
    : S(std::make_unique<State>(std::move(ScratchIn))) {}

UnitPreludes::~UnitPreludes() = default;

std::string UnitPreludes::precompiledFor(const std::vector<std::string> &Args,
                                         llvm::StringRef Leading) {
  // From C++20 on, clang 19 compares what a precompiled header and the
  // unit both declare by their ODR hashes, and takes the pre-included host
  // min/max overloads for one function defined twice ("'max' has
  // different definitions in different modules"): every unit failed.
  if (llvm::any_of(Args, [](llvm::StringRef Arg) {
        return Arg.starts_with("-std=c++2") || Arg.starts_with("-std=gnu++2");
      }))
    return "";
  std::string Key = preludeKey(Args, Leading);
  // Checks with another command line wait too: a build is rare and short.
  std::lock_guard<std::mutex> Guard(S->Lock);
  if (auto It = S->Built.find(Key); It != S->Built.end())
    return It->second;
  // Built once the checks that parsed these lines themselves have spent
  // what a build costs: never more than twice the cheaper choice.
  if (!Leading.empty()) {
    auto Price = S->BuildSeconds.find(argumentsKey(Args));
    if (Price == S->BuildSeconds.end() || S->Spent[Key] < Price->second)
      return "";
  }
  std::string &Result = S->Built[Key];
  ScratchDirectory *Scratch = S->Scratch.get();
  if (!Scratch)
    return Result;
  // Besides the directives, what the parse includes before any file (the
  // runtime wrapper, the -include headers) is what it saves.
  std::string Prelude = Scratch->newFile("prelude", "cu");
  std::string Pch = Scratch->newFile("prelude", "pch");
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Prelude, EC);
    if (EC)
      return Result;
    OS << "// What units checked with one command line parse first.\n"
       << Leading;
  }
  std::vector<std::string> Command = Args;
  Command.push_back("-fno-caret-diagnostics");
  Command.push_back(Prelude);
  IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), llvm::vfs::getRealFileSystem()));
  IgnoringDiagConsumer Quiet;
  tooling::ToolInvocation Invocation(
      Command, std::make_unique<PrecompileTo>(Pch), Files.get());
  Invocation.setDiagnosticConsumer(&Quiet);
  auto Start = std::chrono::steady_clock::now();
  if (Invocation.run() && llvm::sys::fs::exists(Pch))
    Result = Pch;
  if (Leading.empty() && !Result.empty())
    S->BuildSeconds[argumentsKey(Args)] =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - Start)
            .count();
  return Result;
}

void UnitPreludes::noteCheck(const std::vector<std::string> &Args,
                             llvm::StringRef Leading, double Seconds) {
  std::lock_guard<std::mutex> Guard(S->Lock);
  S->Spent[preludeKey(Args, Leading)] += Seconds;
}

LeadingDirectives splitLeadingDirectives(llvm::StringRef UnitText) {
  LeadingDirectives Split;
  llvm::StringRef Text = UnitText;
  while (!Text.empty()) {
    auto [Line, Next] = Text.split('\n');
    llvm::StringRef Code = Line.trim();
    bool Directive = (Code.starts_with("#include ") ||
                      Code.starts_with("#define ")) &&
                     !Code.ends_with("\\");
    if (!Code.empty() && !Code.starts_with("//") && !Directive)
      break;
    if (Directive)
      (Split.Directives += Code) += '\n';
    Split.Rest += '\n';
    Text = Next;
  }
  Split.Rest += Text;
  return Split;
}

} // namespace kx
