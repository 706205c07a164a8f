//===- Extraction.cpp - Parse every TU, merge what was found --------------===//

#include "kernel-extract/Extraction.h"
#include "CudaWrapperIncludes.h"
#include "DeviceLaunches.h"
#include "ExecutionSpaces.h"
#include "FrameworkPrefix.h"
#include "HalfContext.h"
#include "Instantiate/Instantiation.h"
#include "Launch/LaunchAnalysis.h"
#include "LibraryBodies.h"
#include "Match/KernelFinder.h"
#include "Match/UnkeptKernels.h"
#include "Merge.h"
#include "NvccSpellings.h"
#include "ParseDiagnostics.h"
#include "PragmaMacros.h"
#include "Preamble.h"
#include "PreambleCheck.h"
#include "RealPath.h"
#include "Setup/HipifiedBuild.h"
#include "TranslationUnitScope.h"
#include "clang/AST/ASTConsumer.h"
#include "clang/Basic/Diagnostic.h"
#include "clang/Frontend/CompilerInstance.h"
#include "clang/Frontend/FrontendAction.h"
#include "clang/Lex/Preprocessor.h"
#include "clang/Sema/SemaConsumer.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CrashRecoveryContext.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/PrettyStackTrace.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/VirtualFileSystem.h"
#include <atomic>
#include <chrono>
#include <cstring>
#include <fmt/format.h>
#include <mutex>

using namespace clang;
using namespace llvm;

namespace kx {

namespace {

/// A SemaConsumer: instantiating template kernels needs Sema, still alive
/// when the translation unit ends.
class FindKernelsConsumer : public SemaConsumer {
public:
  FindKernelsConsumer(const ProjectScope &Scope,
                      const ExtractionOptions &Options,
                      const ParseCommand &Command, UnitPreludes *Preludes,
                      RewrittenBuffers &Rewritten, FoundInTU &Found)
      : Scope(Scope), Options(Options), Command(Command), Preludes(Preludes),
        Rewritten(Rewritten), Found(Found) {}
  void InitializeSema(Sema &S) override { TheSema = &S; }
  ASTMutationListener *GetASTMutationListener() override {
    return Listener.get();
  }
  void ForgetSema() override { TheSema = nullptr; }
  bool shouldSkipFunctionBody(Decl *D) override {
    // A parse on a preamble the TU does not read alike is made again
    // without it: the rest of this one needs no bodies.
    if (Check && Check->failed())
      return true;
    return Bodies && Bodies->canSkip(*D);
  }
  void HandleTranslationUnit(ASTContext &Context) override {
    // The parse is over: what is copied from here on is the project's text.
    Rewritten.restoreOriginals();
    if (Check) {
      // Read otherwise than the TU's own parse: that parse is made instead.
      if (!Check->held()) {
        *Refused = true;
        return;
      }
      Check->completeRecord(Record);
    }
    if (Reading)
      recordIgnoredSpellings(Reading->Ignored, *Record.PP, Record);
    // After an error the AST is incomplete, but clang recovers: what the
    // errors did not touch is kept, unless the user asked for all or nothing.
    if (!Context.getDiagnostics().hasErrorOccurred() || !Options.Strict) {
      std::optional<TranslationUnitScope> StandIn;
      if (TheSema)
        StandIn.emplace(*TheSema);
      FinderContext With{TheSema, Options.Instantiation, &Record, {},
                         Options.Hip, Options.Harness};
      for (const std::string &Root : Options.ToolchainRoots)
        With.Toolchain.Roots.push_back(realPathOr(Root));
      With.WrittenInHip = Command.Language == SourceLanguage::Hip;
      // A TU clang parsed only with nvcc's reading of it: clang's verdict
      // on a unit is not nvcc's either.
      if (Options.CheckUnits && !Command.UnitArgs.empty())
        With.Check = UnitCheckSettings{
            Command.UnitArgs, 3, Preludes,
            Context.getDiagnostics().hasErrorOccurred() ||
                (Reading && !Reading->Ignored.empty()) ||
                (DeviceLaunchFound && *DeviceLaunchFound)};
      Found = findKernels(Context, Scope, With);
    }
    // What the errors cost: the kernels the project writes that were lost.
    if (Context.getDiagnostics().hasErrorOccurred())
      Found.Unkept = unkeptKernelSites(Context, Record, Scope, Found.Kernels);
  }

  PreprocessorRecord Record;
  /// What the parse read as nvcc reads it.
  const NvccReadings *Reading = nullptr;
  /// Told of the specializations the parse adds (DeviceLaunches.h).
  std::shared_ptr<ASTMutationListener> Listener;
  /// Whether the parse read a launch in device code as nvcc does.
  std::shared_ptr<const bool> DeviceLaunchFound;
  /// Set when bodies no kernel can reach are skipped.
  std::optional<LibraryBodies> Bodies;
  /// Set when the TU is parsed on a preamble (Preamble.h).
  std::unique_ptr<PreambleCheck> Check;
  bool *Refused = nullptr;

private:
  const ProjectScope &Scope;
  const ExtractionOptions &Options;
  const ParseCommand &Command;
  UnitPreludes *Preludes;
  RewrittenBuffers &Rewritten;
  FoundInTU &Found;
  Sema *TheSema = nullptr;
};

/// Gives the parser's tokens to each of \p Watchers that is set.
void watchTokens(Preprocessor &PP, std::vector<TokenWatcher> Watchers) {
  llvm::erase_if(Watchers, [](const TokenWatcher &W) { return !W; });
  if (Watchers.empty())
    return;
  PP.setTokenWatcher(
      [Watchers = std::move(Watchers)](const Token &Tok) mutable {
        for (TokenWatcher &Watcher : Watchers)
          Watcher(Tok);
      });
}

class FindKernelsAction : public ASTFrontendAction {
public:
  FindKernelsAction(const ProjectScope &Scope, const ExtractionOptions &Options,
                    const ParseCommand &Command, UnitPreludes *Preludes,
                    RewrittenBuffers &Rewritten, FoundInTU &Found,
                    const NvccReadings &Reading, unsigned &BodiesSkipped,
                    std::vector<PrefixHeader> &Prefix, const Preamble *Use,
                    bool &PreambleRefused)
      : Scope(Scope), Options(Options), Command(Command), Preludes(Preludes),
        Rewritten(Rewritten), Found(Found), Reading(Reading),
        BodiesSkipped(BodiesSkipped), Prefix(Prefix), Use(Use),
        PreambleRefused(PreambleRefused),
        AsNvcc(Command.Compiler == CompilerKind::Nvcc) {}
  std::unique_ptr<ASTConsumer> CreateASTConsumer(CompilerInstance &CI,
                                                 StringRef) override {
    auto Consumer = std::make_unique<FindKernelsConsumer>(
        Scope, Options, Command, Preludes, Rewritten, Found);
    Consumer->Record.attach(CI.getPreprocessor());
    if (Options.SkipLibraryBodies) {
      CI.getFrontendOpts().SkipFunctionBodies = true;
      Consumer->Bodies.emplace(Scope, BodiesSkipped);
    }
    if (AsNvcc)
      readPragmaMacrosAsNvcc(CI.getPreprocessor());
    DeviceLaunchReading Launches = readDeviceLaunches(CI);
    Consumer->Listener = std::move(Launches.Listener);
    Consumer->DeviceLaunchFound = std::move(Launches.Found);
    std::vector<TokenWatcher> Watchers;
    if (Consumer->Bodies)
      Watchers.push_back([Bodies = &*Consumer->Bodies](const Token &Tok) {
        Bodies->sawToken(Tok);
      });
    Watchers.push_back(readAsHostDevice(CI, Reading.HostDevice));
    Watchers.push_back(std::move(Launches.Watcher));
    Watchers.push_back(
        readFrameworkPrefix(CI.getPreprocessor(), Scope, Prefix));
    if (Use) {
      Consumer->Check =
          std::make_unique<PreambleCheck>(CI, *Use, Scope, Consumer->Record);
      Watchers.push_back(Consumer->Check->watcher());
    }
    Consumer->Refused = &PreambleRefused;
    watchTokens(CI.getPreprocessor(), std::move(Watchers));
    Consumer->Reading = &Reading;
    return Consumer;
  }

private:
  const ProjectScope &Scope;
  const ExtractionOptions &Options;
  const ParseCommand &Command;
  UnitPreludes *Preludes;
  RewrittenBuffers &Rewritten;
  FoundInTU &Found;
  const NvccReadings &Reading;
  unsigned &BodiesSkipped;
  std::vector<PrefixHeader> &Prefix;
  const Preamble *Use;
  bool &PreambleRefused;
  bool AsNvcc;
};

struct ParsedTU {
  TranslationUnitReport Report;
  FoundInTU Found;
  /// What the parse read as nvcc reads it.
  NvccReadings Reading;
};

/// Marks the kernels of a TU with errors: with the TU's errors, and those
/// with an error inside their own text lose what was built on that text
/// (instantiations, standalone units); the text itself is kept.
void markKernelsOfFailedTU(FoundInTU &Found, const ParseDiagnostics &Errors) {
  for (Kernel &K : Found.Kernels) {
    K.ParseErrors = Errors.Errors;
    K.Parse = Kernel::ParseState::TUErrors;
    bool OwnError = llvm::any_of(Errors.ErrorLocations, [&](const auto &E) {
      return E.first == K.Span.File && E.second >= K.Span.BeginOffset &&
             E.second <= K.Span.EndOffset;
    });
    if (!OwnError)
      continue;
    K.Parse = Kernel::ParseState::KernelErrors;
    if (K.IsTemplate) {
      K.Variants.clear();
      K.NotInstantiated = "the kernel's own code has errors";
    }
    for (KernelVariant &V : K.Variants)
      V.Unit.reset();
  }
}

/// A TU clang has no AST of loses the kernels its main file defines.
std::vector<SourceLine> spelledKernels(StringRef File,
                                       const ProjectScope &Scope) {
  std::string Real = realPathOr(File);
  return Scope.contains(Real) ? kernelDefinitionsSpelled(Real)
                              : std::vector<SourceLine>{};
}

/// The run's shared preambles, and the command whose group a parse's
/// preamble would serve (a half context's parse: its TU's own command).
struct PreambleSharing {
  PreambleCache *Cache = nullptr;
  const std::vector<std::string> *FirstArgs = nullptr;
  /// The prefix the TU's first parse found, for its half context's.
  const std::vector<PrefixHeader> *Hint = nullptr;
};

ParsedTU parseOnce(const ParseCommand &Command, const ProjectScope &Scope,
                   const ExtractionOptions &Options, UnitPreludes *Preludes,
                   const NvccReadings &Reading, NvccReadings &Asked,
                   PreambleSharing Sharing = {}) {
  // Text read as nvcc reads it changes the headers: no preamble then.
  bool Shares =
      Sharing.Cache && Reading.HostDevice.empty() && Reading.Ignored.empty();
  const Preamble *Use =
      Shares ? Sharing.Cache->find(Command.Args, Command.File,
                                   Sharing.Hint ? *Sharing.Hint
                                                : std::vector<PrefixHeader>{})
             : nullptr;
  ParsedTU Result;
  Result.Reading = Reading;
  Result.Report.File = Command.File;
  Result.Report.Parses = 1;
  Result.Report.CommandKey =
      llvm::join(llvm::ArrayRef(Command.Args).drop_back(), "\n");
  // Each TU gets its own file system view so that relative paths resolve
  // against its directory without changing the process's working directory.
  IntrusiveRefCntPtr<vfs::FileSystem> FS = vfs::createPhysicalFileSystem();
  FS->setCurrentWorkingDirectory(Command.Directory);
  auto Rewritten = std::make_shared<RewrittenBuffers>();
  FS = withNvccSpellings(std::move(FS), Scope.Root, Rewritten,
                         Reading.Ignored);
  FS = withPinnedSdkIncludes(std::move(FS), Command.Args);
  IntrusiveRefCntPtr<FileManager> Files(
      new FileManager(FileSystemOptions(), FS));
  std::vector<std::string> Args = Command.Args;
  // Errors reach the user through ParseDiagnostics, one line per TU; this
  // also keeps clang from printing "N errors generated".
  Args.insert(Args.end() - 1, "-fno-caret-diagnostics");
  if (!Options.Strict) {
    // A missing #include is fatal by default, and clang stops after 20
    // errors: either would end the parse before kernels that come later.
    Args.insert(Args.end() - 1, "-Wno-fatal-errors");
    Args.insert(Args.end() - 1, "-ferror-limit=0");
  }
  if (Use) {
    // Built by this run from these files: clang's check of their sizes
    // would compare the pinned SDK includes' text with the files on disk.
    Args.insert(Args.end() - 1,
                {"-include-pch", Use->Pch, "-Xclang", "-fno-validate-pch"});
  }
  bool PreambleRefused = false;
  ParseDiagnostics Errors;
  tooling::ToolInvocation Invocation(
      Args,
      std::make_unique<FindKernelsAction>(
          Scope, Options, Command, Preludes, *Rewritten, Result.Found, Reading,
          Result.Report.LibraryBodiesSkipped, Result.Report.FrameworkPrefix,
          Use, PreambleRefused),
      Files.get());
  Invocation.setDiagnosticConsumer(&Errors);
  bool Ok = Invocation.run();
  // A TU the preamble does not serve as its own parse would, or that has
  // errors on it: its own parse says what it has.
  if (Use && (PreambleRefused || !Ok || Errors.getNumErrors() > 0)) {
    Sharing.Cache->used(*Use, Command.File, false);
    ParsedTU Own = parseOnce(Command, Scope, Options, Preludes, Reading, Asked);
    Own.Report.PreambleRefusals = 1;
    return Own;
  }
  Asked = std::move(Errors.Asked);
  if (Use) {
    Result.Report.FrameworkPrefix = Use->Prefix;
    Result.Report.PreambleParses = 1;
    Sharing.Cache->used(*Use, Command.File, true);
  }
  if (Ok && Errors.getNumErrors() == 0) {
    Result.Report.KernelsFound = Result.Found.Kernels.size();
    if (Shares && !Use)
      Sharing.Cache->offer(
          Command.Args, Command.Directory,
          Command.Compiler == CompilerKind::Nvcc, Result.Report.FrameworkPrefix,
          Sharing.FirstArgs ? *Sharing.FirstArgs : Command.Args);
    return Result;
  }
  Result.Report.State = TranslationUnitReport::Status::Failed;
  Result.Report.ErrorCount = Errors.getNumErrors();
  Result.Report.Detail = Errors.FirstError.empty()
                             ? "clang could not run the translated command"
                             : Errors.FirstError;
  Result.Report.KernelsLost =
      Errors.FirstError.empty() ? spelledKernels(Command.File, Scope)
                                : std::move(Result.Found.Unkept);
  if (Options.Strict) {
    Result.Found = {};
  } else {
    markKernelsOfFailedTU(Result.Found, Errors);
    Result.Report.KernelsFound = Result.Found.Kernels.size();
  }
  // What was kept, said as it is: a missing header can stop the parse
  // before any kernel.
  if (!Errors.MissingHeaders.empty())
    Result.Report.Detail += fmt::format(
        "; {} (kernels of this TU kept: {})",
        missingHeaderAdvice(Errors.MissingHeaders.front(), Scope.Root),
        Result.Report.KernelsFound);
  return Result;
}

/// Parses a TU; one that fails where nvcc reads the code otherwise (a
/// function declared with two execution spaces, ExecutionSpaces.h; restrict
/// on a value, a default argument added out of line, IgnoredSpellings.h)
/// is parsed again as nvcc reads it, and again while the parse finds more
/// (at most three parses). \p Known is what an earlier parse of the TU
/// learned: read so at once.
ParsedTU parseTranslationUnit(const ParseCommand &Command,
                              const ProjectScope &Scope,
                              const ExtractionOptions &Options,
                              UnitPreludes *Preludes, PreambleSharing Sharing,
                              std::optional<NvccReadings> Known = {}) {
  NvccReadings Reading = Known.value_or(NvccReadings{});
  NvccReadings Asked;
  ParsedTU Best =
      parseOnce(Command, Scope, Options, Preludes, Reading, Asked, Sharing);
  if (Known)
    return Best;
  constexpr unsigned MaxParses = 3;
  unsigned Parses = 1, Skipped = Best.Report.LibraryBodiesSkipped,
           OnPreamble = Best.Report.PreambleParses,
           Refusals = Best.Report.PreambleRefusals;
  for (; Parses < MaxParses && Reading.add(Asked); ++Parses) {
    ParsedTU Next =
        parseOnce(Command, Scope, Options, Preludes, Reading, Asked);
    Skipped += Next.Report.LibraryBodiesSkipped;
    // A mismatch nvcc rejects too stays: keep the parse with fewer errors.
    if (Next.Report.ErrorCount > Best.Report.ErrorCount) {
      ++Parses;
      break;
    }
    Best = std::move(Next);
  }
  Best.Report.Parses = Parses;
  Best.Report.LibraryBodiesSkipped = Skipped;
  Best.Report.PreambleParses = OnPreamble;
  Best.Report.PreambleRefusals = Refusals;
  return Best;
}

/// Tries the TU's dropped half (bfloat16) candidates again in the context
/// their units have (HalfContext.h).
void retryHalfVariants(const ParseCommand &Command, const ProjectScope &Scope,
                       const ExtractionOptions &Options, UnitPreludes *Preludes,
                       PreambleCache *Preambles, ParsedTU &First) {
  if (First.Report.State != TranslationUnitReport::Status::Parsed)
    return;
  std::optional<HalfRetry> Retry =
      planHalfRetry(Command, First.Found, Options.Instantiation);
  if (!Retry)
    return;
  ExtractionOptions Again = Options;
  Again.Instantiation.Which = InstantiationOptions::Mode::Requested;
  Again.Instantiation.Types = Retry->Types;
  Again.Instantiation.OnlyKernels = Retry->Kernels;
  ParsedTU Second = parseTranslationUnit(
      withHalfContext(Command, *Retry), Scope, Again, Preludes,
      {Preambles, &Command.Args, &First.Report.FrameworkPrefix}, First.Reading);
  First.Report.PreambleParses += Second.Report.PreambleParses;
  First.Report.PreambleRefusals += Second.Report.PreambleRefusals;
  First.Report.Parses += Second.Report.Parses;
  First.Report.LibraryBodiesSkipped += Second.Report.LibraryBodiesSkipped;
  if (Second.Report.State == TranslationUnitReport::Status::Parsed)
    adoptHalfVariants(First.Found, Second.Found, *Retry,
                      Options.Instantiation.MaxInstantiations);
}

/// Parses a TU and retries its half variants so that a crash in clang,
/// or in the tool's use of it, loses that TU only: it is reported failed,
/// with none of its kernels. (No stack dump: printing one would also
/// remove the files a signal removes, the output directory's lock.)
ParsedTU parseSafely(const ParseCommand &Command, const ProjectScope &Scope,
                     const ExtractionOptions &Options, UnitPreludes *Preludes,
                     PreambleCache *Preambles) {
  // What a crash leaves of it cannot be trusted, nor destroyed.
  auto *Parsed = new ParsedTU;
  const void *Entries = SavePrettyStackState();
  CrashRecoveryContext Recovery;
  if (Recovery.RunSafely([&] {
        *Parsed = parseTranslationUnit(Command, Scope, Options, Preludes,
                                       {Preambles, nullptr, nullptr});
        retryHalfVariants(Command, Scope, Options, Preludes, Preambles,
                          *Parsed);
      })) {
    ParsedTU Result = std::move(*Parsed);
    delete Parsed;
    return Result;
  }
  RestorePrettyStackState(Entries);
  ParsedTU Crashed;
  Crashed.Report.File = Command.File;
  Crashed.Report.State = TranslationUnitReport::Status::Failed;
  Crashed.Report.Detail = fmt::format(
      "clang crashed on it ({}): its kernels are lost (a bug in clang or "
      "kernel-extract: please report it)",
      Recovery.RetCode > 128 ? strsignal(Recovery.RetCode - 128)
                             : "an internal error");
  Crashed.Report.KernelsLost = spelledKernels(Command.File, Scope);
  return Crashed;
}

} // namespace

Expected<Dataset> extractKernels(const tooling::CompilationDatabase &Database,
                                 const ExtractionOptions &Options) {
  auto Start = std::chrono::steady_clock::now();
  auto Planned = planParses(Database, Options);
  if (!Planned)
    return Planned.takeError();
  std::vector<PlannedParse> Plans = std::move(*Planned);

  Dataset Data;
  Data.ProjectRoot = Options.ProjectRoot.empty()
                         ? commonProjectRoot(Database, Options.Sources)
                         : realPathOr(Options.ProjectRoot);
  ProjectScope Scope{Data.ProjectRoot};

  if (Options.OfShard) {
    llvm::erase_if(Plans, [&](const PlannedParse &Plan) {
      StringRef Selected = Plan.OnlyKernelsIn.empty() ? StringRef(Plan.Command.File)
                                                      : StringRef(Plan.OnlyKernelsIn);
      return !inShard(Selected, Data.ProjectRoot, *Options.OfShard);
    });
    Data.OfShard = Options.OfShard;
  }
  if (Options.OnPlanned)
    Options.OnPlanned(Plans.size());
  std::vector<TranslationUnitResult> Results(Plans.size());
  UnitPreludes Preludes(Options.ScratchIn);
  std::optional<PreambleCache> Preambles;
  if (Options.SharePreambles && !Options.ScratchIn.empty()) {
    std::vector<std::vector<std::string>> Commands;
    for (const PlannedParse &Plan : Plans)
      if (!Plan.Command.SkipReason)
        Commands.push_back(Plan.Command.Args);
    Preambles.emplace(Options.ScratchIn, Scope, Options.SkipLibraryBodies,
                      Commands);
  }
  CrashRecoveryContext::Enable();
  std::atomic<bool> Stop = false;
  std::mutex ReportLock;
  {
    DefaultThreadPool Pool(hardware_concurrency(Options.Jobs));
    for (size_t I = 0; I < Plans.size(); ++I)
      Pool.async([&, I] {
        const ParseCommand &Command = Plans[I].Command;
        ParsedTU Parsed;
        if (Command.SkipReason) {
          Parsed.Report = {Command.File,
                           TranslationUnitReport::Status::Skipped,
                           *Command.SkipReason};
        } else if (Stop) {
          Parsed.Report = {Command.File,
                           TranslationUnitReport::Status::Skipped,
                           "not parsed: --fail-fast stopped the run"};
        } else {
          Parsed = parseSafely(Command, Scope, Options, &Preludes,
                               Preambles ? &*Preambles : nullptr);
          if (Options.FailFast &&
              Parsed.Report.State == TranslationUnitReport::Status::Failed)
            Stop = true;
        }
        Parsed.Report.Variant = Plans[I].Variant;
        if (!Plans[I].OnlyKernelsIn.empty()) {
          // Reported under the file asked for, not the TU that reached it.
          Parsed.Report.File = Plans[I].OnlyKernelsIn;
          Parsed.Report.Via = Plans[I].Via;
          llvm::erase_if(Parsed.Found.Kernels, [&](const Kernel &K) {
            return K.Span.File != Plans[I].OnlyKernelsIn;
          });
          llvm::erase_if(Parsed.Report.KernelsLost, [&](const SourceLine &L) {
            return L.File != Plans[I].OnlyKernelsIn;
          });
          Parsed.Report.KernelsFound = Parsed.Found.Kernels.size();
        }
        if (!Options.Hipified.Roots.empty())
          for (Kernel &K : Parsed.Found.Kernels)
            K.HipReference =
                findHipReference(Options.Hipified, K.Span.File, K.Name,
                                 K.Span.BeginOffset, K.Span.BeginLine);
        TranslationUnitResult &Result = Results[I];
        Result.Report = std::move(Parsed.Report);
        Result.ParsedFile = Command.File;
        Result.GpuArch = Command.GpuArch;
        Result.NvccDialect = Command.NvccDialect;
        Result.UnknownOptions = Command.UnknownOptions;
        Result.Kernels = std::move(Parsed.Found.Kernels);
        Result.Launches = std::move(Parsed.Found.Launches);
        Result.KernelsOutsideProject =
            std::move(Parsed.Found.KernelsOutsideProject);
        std::lock_guard<std::mutex> Lock(ReportLock);
        if (Options.OnTUDone)
          Options.OnTUDone(Result.Report);
      });
    Pool.wait();
  }

  if (Options.KeepResults)
    *Options.KeepResults = Results;
  Data.Hip = Options.Hip;
  Data.Tasks = Options.Tasks;
  combineTranslationUnits(std::move(Results), Data);
  const CudaHeaders &Cuda = Options.Settings.Cuda;
  Data.CudaHeadersDescription = Cuda.describe();
  Data.CudaHeadersKind =
      Cuda.Source == CudaHeaders::Kind::SDK ? "sdk" : "bundled";
  Data.CudaVersion = Cuda.Version;
  Data.Seconds = std::chrono::duration<double>(
                     std::chrono::steady_clock::now() - Start)
                     .count();
  return Data;
}

} // namespace kx
