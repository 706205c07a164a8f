//===- Preamble.cpp - Framework headers parsed once per run ---------------===//

#include "Preamble.h"
#include "CudaWrapperIncludes.h"
#include "LibraryBodies.h"
#include "PragmaMacros.h"
#include "RealPath.h"
#include "Support/ScratchFiles.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Frontend/MultiplexConsumer.h"
#include "clang/Lex/PPCallbacks.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <map>
#include <mutex>
#include <optional>

using namespace clang;

namespace kx {

namespace {

/// Cuts the build's record into its parts: a part begins where the
/// synthetic main file enters the next prefix header.
class BuildParts : public PPCallbacks {
public:
  BuildParts(SourceManager &SM, PreprocessorRecord &Record, Preamble &Out,
             std::vector<std::array<size_t, 3>> &Starts)
      : SM(SM), Record(Record), Out(Out), Starts(Starts) {}

  void FileChanged(SourceLocation Loc, FileChangeReason Reason,
                   SrcMgr::CharacteristicKind, FileID) override {
    if (Reason != EnterFile)
      return;
    FileID File = SM.getFileID(Loc);
    SourceLocation IncludedAt = SM.getIncludeLoc(File);
    if (IncludedAt.isValid() && SM.isWrittenInMainFile(IncludedAt)) {
      Starts.push_back({Record.Expansions.size(), Record.Conditionals.size(),
                        Record.Skipped.size()});
      Out.Record.PrefixFiles.push_back(
          SM.getLocForStartOfFile(File).getRawEncoding());
    }
    if (OptionalFileEntryRef Entry = SM.getFileEntryRefForID(File))
      Out.PartOf.try_emplace(realPathOr(Entry->getName()), Starts.size());
  }

private:
  SourceManager &SM;
  PreprocessorRecord &Record;
  Preamble &Out;
  std::vector<std::array<size_t, 3>> &Starts;
};

/// The body-skipping half of the tool's own consumer.
class SkipBodies : public ASTConsumer {
public:
  SkipBodies(const ProjectScope &Scope) : Bodies(Scope, Skipped) {}
  bool shouldSkipFunctionBody(Decl *D) override { return Bodies.canSkip(*D); }
  LibraryBodies Bodies;
  unsigned Skipped = 0;
};

void saveRecord(const PreprocessorRecord &Record,
                const std::vector<std::array<size_t, 3>> &Starts,
                const SourceManager &SM, Preamble &Out);

class BuildAction : public GeneratePCHAction {
public:
  BuildAction(std::string Pch, const ProjectScope &Scope, bool Skip,
              bool AsNvcc, Preamble &Out, PreprocessorRecord &Record,
              std::vector<std::array<size_t, 3>> &Starts)
      : Pch(std::move(Pch)), Scope(Scope), Skip(Skip), AsNvcc(AsNvcc), Out(Out),
        Record(Record), Starts(Starts) {}

  bool BeginInvocation(CompilerInstance &CI) override {
    CI.getFrontendOpts().OutputFile = Pch;
    return GeneratePCHAction::BeginInvocation(CI);
  }

  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef InFile) override {
    std::unique_ptr<ASTConsumer> Writer =
        GeneratePCHAction::CreateASTConsumer(CI, InFile);
    if (!Writer)
      return nullptr;
    Preprocessor &PP = CI.getPreprocessor();
    Record.attach(PP);
    PP.addPPCallbacks(std::make_unique<BuildParts>(CI.getSourceManager(),
                                                   Record, Out, Starts));
    if (AsNvcc)
      readPragmaMacrosAsNvcc(PP);
    std::vector<std::unique_ptr<ASTConsumer>> Consumers;
    Consumers.push_back(std::move(Writer));
    if (Skip) {
      CI.getFrontendOpts().SkipFunctionBodies = true;
      auto Bodies = std::make_unique<SkipBodies>(Scope);
      PP.setTokenWatcher([Watch = &Bodies->Bodies](const Token &Tok) {
        Watch->sawToken(Tok);
      });
      Consumers.push_back(std::move(Bodies));
    }
    return std::make_unique<MultiplexConsumer>(std::move(Consumers));
  }

  void EndSourceFileAction() override {
    CompilerInstance &CI = getCompilerInstance();
    Failed = CI.getDiagnostics().hasErrorOccurred();
    if (!Failed)
      saveRecord(Record, Starts, CI.getSourceManager(), Out);
    GeneratePCHAction::EndSourceFileAction();
  }

  bool Failed = false;

private:
  std::string Pch;
  const ProjectScope &Scope;
  bool Skip, AsNvcc;
  Preamble &Out;
  PreprocessorRecord &Record;
  std::vector<std::array<size_t, 3>> &Starts;
};

/// Splits \p All at \p Starts (one index per part after the first).
template <typename T, typename F>
void cut(const std::vector<T> &All, const std::vector<size_t> &Starts,
         std::vector<std::vector<decltype(std::declval<F>()(All[0]))>> &Parts,
         F Convert) {
  Parts.assign(Starts.size() + 1, {});
  size_t Part = 0;
  for (size_t I = 0; I < All.size(); ++I) {
    while (Part < Starts.size() && I >= Starts[Part])
      ++Part;
    Parts[Part].push_back(Convert(All[I]));
  }
}

/// The build's record in raw locations, cut into its parts.
void saveRecord(const PreprocessorRecord &Record,
                const std::vector<std::array<size_t, 3>> &Starts,
                const SourceManager &SM, Preamble &Out) {
  std::vector<size_t> ExpansionStarts, ConditionalStarts, SkippedStarts;
  for (const auto &Start : Starts) {
    ExpansionStarts.push_back(Start[0]);
    ConditionalStarts.push_back(Start[1]);
    SkippedStarts.push_back(Start[2]);
  }
  PreambleRecord &Saved = Out.Record;
  cut(Record.Expansions, ExpansionStarts, Saved.Expansions,
      [](const PreprocessorRecord::Expansion &E) {
        return PreambleRecord::Expansion{
            E.Loc.getRawEncoding(),
            E.Macro->getDefinitionLoc().getRawEncoding(), E.Name};
      });
  cut(Record.Conditionals, ConditionalStarts, Saved.Conditionals,
      [](const PreprocessorRecord::Conditional &C) {
        PreambleRecord::Conditional Raw{{}, C.TestsCompiler, C.TestsDevicePass};
        for (SourceLocation Directive : C.Directives)
          Raw.Directives.push_back(Directive.getRawEncoding());
        return Raw;
      });
  cut(Record.Skipped, SkippedStarts, Saved.Skipped, [](SourceRange Range) {
    return std::pair(Range.getBegin().getRawEncoding(),
                     Range.getEnd().getRawEncoding());
  });
  // Which file each inclusion names is kept by its first location: the
  // FileIDs of a build and of a TU that loads it differ.
  for (const auto &[File, Inclusion] : Record.Inclusions)
    Saved.Inclusions.push_back({SM.getLocForStartOfFile(File).getRawEncoding(),
                                Inclusion.HashLoc.getRawEncoding(),
                                Inclusion.Spelled});
}

} // namespace

std::unique_ptr<Preamble>
buildPreamble(const std::vector<std::string> &Args, llvm::StringRef Directory,
              bool AsNvcc, const std::vector<PrefixHeader> &Prefix,
              const ProjectScope &Scope, bool SkipLibraryBodies,
              const std::string &Header, const std::string &Pch) {
  {
    std::error_code EC;
    llvm::raw_fd_ostream OS(Header, EC);
    if (EC)
      return nullptr;
    for (const PrefixHeader &Included : Prefix)
      OS << "#include " << Included.Spelled << "\n";
  }
  auto Out = std::make_unique<Preamble>();
  Out->Pch = Pch;
  Out->Prefix = Prefix;
  PreprocessorRecord Record;
  std::vector<std::array<size_t, 3>> Starts;
  auto Action = std::make_unique<BuildAction>(Pch, Scope, SkipLibraryBodies,
                                              AsNvcc, *Out, Record, Starts);
  BuildAction *Build = Action.get();
  std::vector<std::string> Command(Args.begin(), Args.end() - 1);
  Command.push_back("-fno-caret-diagnostics");
  Command.push_back(Header);
  // The file system of the TUs' parses (Extraction.cpp).
  IntrusiveRefCntPtr<llvm::vfs::FileSystem> FS =
      llvm::vfs::createPhysicalFileSystem();
  FS->setCurrentWorkingDirectory(Directory);
  FS = withPinnedSdkIncludes(std::move(FS), Args);
  IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), FS));
  IgnoringDiagConsumer Quiet;
  tooling::ToolInvocation Invocation(Command, std::move(Action), Files.get());
  Invocation.setDiagnosticConsumer(&Quiet);
  // (The action lives as long as the invocation.)
  if (!Invocation.run() || Build->Failed || !llvm::sys::fs::exists(Pch) ||
      Starts.size() != Prefix.size())
    return nullptr;

  return Out;
}

std::string commandKey(const std::vector<std::string> &Args) {
  return llvm::join(llvm::ArrayRef(Args).drop_back(), "\n");
}

struct PreambleCache::State {
  State(std::string ScratchIn, const ProjectScope &Scope,
        bool SkipLibraryBodies)
      : Scratch(std::move(ScratchIn), ".kernel-extract-preamble"), Scope(Scope),
        SkipLibraryBodies(SkipLibraryBodies) {}
  LargeScratchOnDemand Scratch;
  const ProjectScope &Scope;
  bool SkipLibraryBodies;
  llvm::StringMap<unsigned> FirstParses;
  std::mutex Lock;
  struct Entry {
    std::vector<PrefixHeader> Prefix;
    unsigned Seen = 0;   ///< Parses without a preamble that found it.
    unsigned Served = 0; ///< Parses it served.
    bool Building = false;
    std::unique_ptr<Preamble> Built; ///< Null until built, or if it failed.
  };
  /// By command.
  std::map<std::string, std::vector<Entry>> Entries;
  /// By directory: the TUs a preamble served, less those it did not fit
  /// (a sub-project that enters other headers is not tried again).
  llvm::StringMap<int> Fit;
};

PreambleCache::PreambleCache(
    std::string ScratchIn, const ProjectScope &Scope, bool SkipLibraryBodies,
    const std::vector<std::vector<std::string>> &Commands)
    : S(std::make_unique<State>(std::move(ScratchIn), Scope,
                                SkipLibraryBodies)) {
  for (const std::vector<std::string> &Args : Commands)
    ++S->FirstParses[commandKey(Args)];
}

PreambleCache::~PreambleCache() = default;

const Preamble *PreambleCache::find(const std::vector<std::string> &Args,
                                    llvm::StringRef File,
                                    const std::vector<PrefixHeader> &Hint) {
  std::lock_guard<std::mutex> Guard(S->Lock);
  auto It = S->Entries.find(commandKey(Args));
  if (It == S->Entries.end() ||
      (Hint.empty() && S->Fit.lookup(llvm::sys::path::parent_path(File)) < 0))
    return nullptr;
  const State::Entry *Best = nullptr;
  for (const State::Entry &E : It->second)
    if (E.Built &&
        (Hint.empty() ? !Best || E.Served > Best->Served : E.Prefix == Hint))
      Best = &E;
  return Best ? Best->Built.get() : nullptr;
}

void PreambleCache::used(const Preamble &Used, llvm::StringRef File,
                         bool Served) {
  std::lock_guard<std::mutex> Guard(S->Lock);
  S->Fit[llvm::sys::path::parent_path(File)] += Served ? 1 : -1;
  for (auto &[Key, List] : S->Entries)
    for (State::Entry &E : List)
      if (E.Built.get() == &Used && Served)
        ++E.Served;
}

void PreambleCache::offer(const std::vector<std::string> &Args,
                          llvm::StringRef Directory, bool AsNvcc,
                          const std::vector<PrefixHeader> &Prefix,
                          const std::vector<std::string> &FirstArgs) {
  // Relocatable device code is read with Sema's help (DeviceLaunches.h);
  // from C++20 on, clang compares a precompiled header's declarations with
  // the TU's by their ODR hashes (UnitPreludes.cpp).
  if (Prefix.empty() || llvm::any_of(Args, [](StringRef Arg) {
        return Arg == "-fgpu-rdc" || Arg.starts_with("-std=c++2") ||
               Arg.starts_with("-std=gnu++2");
      }))
    return;
  std::string Key = commandKey(Args);
  std::string Header, Pch;
  {
    std::lock_guard<std::mutex> Guard(S->Lock);
    // A build costs about one parse of the headers: built for a prefix
    // that a second TU has, where three or more share the command.
    if (S->FirstParses.lookup(commandKey(FirstArgs)) < 3)
      return;
    std::vector<State::Entry> &List = S->Entries[Key];
    auto It = llvm::find_if(
        List, [&](const State::Entry &E) { return E.Prefix == Prefix; });
    if (It == List.end()) {
      List.push_back({Prefix});
      It = List.end() - 1;
    }
    if (++It->Seen < 2 || It->Building || It->Built)
      return;
    It->Building = true;
    ScratchDirectory *Scratch = S->Scratch.get();
    if (!Scratch)
      return;
    Header = Scratch->newFile("preamble", "h");
    Pch = Scratch->newFile("preamble", "pch");
  }
  std::unique_ptr<Preamble> Built =
      buildPreamble(Args, Directory, AsNvcc, Prefix, S->Scope,
                    S->SkipLibraryBodies, Header, Pch);
  std::lock_guard<std::mutex> Guard(S->Lock);
  for (State::Entry &E : S->Entries[Key])
    if (E.Prefix == Prefix)
      E.Built = std::move(Built);
}

} // namespace kx
