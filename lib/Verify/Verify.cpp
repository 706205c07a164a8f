//===- Verify.cpp - Compile checks of emitted units -----------------------===//

#include "kernel-extract/Verify.h"
#include "Compilers.h"
#include "Emit/Manifest.h"
#include "HarnessCheck.h"
#include "Support/DiagnosticText.h"
#include "Support/ScratchFiles.h"
#include "UnitBatch.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/FrontendActions.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>
#include <functional>
#include <map>
#include <mutex>
#include <unistd.h> // environ

using namespace llvm;

namespace kx {

std::string findNvcc(const CudaHeaders &Cuda) {
  if (ErrorOr<std::string> OnPath = sys::findProgramByName("nvcc"))
    return *OnPath;
  if (Cuda.Source == CudaHeaders::Kind::SDK) {
    SmallString<256> InSdk(Cuda.Path);
    sys::path::append(InSdk, "bin", "nvcc");
    if (sys::fs::can_execute(InSdk))
      return std::string(InSdk);
  }
  return {};
}

std::string firstErrorLine(StringRef Output) {
  SmallVector<StringRef, 16> Lines;
  Output.split(Lines, '\n', -1, /*KeepEmpty=*/false);
  // nvcc's own failures read "Error: Internal Compiler Error ...".
  for (StringRef Line : Lines)
    if (Line.contains_insensitive("error") && !Line.contains("warning"))
      return Line.trim().str();
  return Lines.empty() ? "" : Lines.front().trim().str();
}

namespace {

/// Keeps the first error of an in-process check.
class FirstError : public clang::DiagnosticConsumer {
public:
  void HandleDiagnostic(clang::DiagnosticsEngine::Level Level,
                        const clang::Diagnostic &Info) override {
    DiagnosticConsumer::HandleDiagnostic(Level, Info);
    if (Level >= clang::DiagnosticsEngine::Error && Text.empty())
      Text = describeDiagnostic(Info);
  }
  std::string Text;
};

/// Parses \p File in process with \p Common flags, once per side given
/// (device, then host), as clang-19 would.
VerifyResult checkInProcess(std::vector<std::string> Common,
                            llvm::ArrayRef<StringRef> Sides, StringRef File,
                            StringRef Shown) {
  VerifyResult Result;
  // Two commands a user can run as written: device side, then host side.
  std::string Flags = llvm::join(Common, " ");
  std::vector<std::string> Commands;
  for (StringRef Side : Sides)
    Commands.push_back(fmt::format("clang++-{} {} {} {}", CLANG_VERSION_MAJOR,
                                   Flags, Side.str(), Shown.str()));
  Result.Command = llvm::join(Commands, " && ");
  for (StringRef Side : Sides) {
    std::vector<std::string> Args = {"clang++"};
    llvm::append_range(Args, Common);
    Args.push_back(Side.str());
    Args.push_back(File.str());
    FirstError Errors;
    IntrusiveRefCntPtr<clang::FileManager> Files(
        new clang::FileManager(clang::FileSystemOptions(),
                               vfs::createPhysicalFileSystem()));
    clang::tooling::ToolInvocation Invocation(
        Args, std::make_unique<clang::SyntaxOnlyAction>(), Files.get());
    Invocation.setDiagnosticConsumer(&Errors);
    if (!Invocation.run() || Errors.getNumErrors() > 0) {
      Result.Status = "failed";
      Result.Error = Errors.Text.empty() ? "clang could not run" : Errors.Text;
      Result.Error = showUnitAs(Result.Error, File, Shown);
      return Result;
    }
  }
  Result.Status = "ok";
  return Result;
}

VerifyResult checkWithClang(const TranslationSettings &Settings, StringRef File,
                            StringRef Shown, StringRef Arch,
                            StringRef Standard) {
  // -fno-caret-diagnostics also keeps clang from printing "N errors
  // generated" on the tool's stderr: the error is in the result.
  std::vector<std::string> Common = {
      "-fsyntax-only", "-fno-caret-diagnostics",          "-x",        "cuda",
      Standard.str(),  ("--cuda-gpu-arch=" + Arch).str(), "-nocudalib"};
  if (!Settings.ClangResourceDir.empty())
    Common.push_back("-resource-dir=" + Settings.ClangResourceDir);
  llvm::append_range(Common, Settings.Cuda.Args);
  return checkInProcess(std::move(Common),
                        {"--cuda-device-only", "--cuda-host-only"}, File,
                        Shown);
}

VerifyResult checkHipWithClang(const VerifySettings &Settings, StringRef File,
                               StringRef Shown, StringRef Standard) {
  std::vector<std::string> Common = {"-fsyntax-only",
                                     "-fno-caret-diagnostics",
                                     "-x",
                                     "hip",
                                     Standard.str(),
                                     "--offload-arch=" + Settings.OffloadArch,
                                     "-nogpulib"};
  if (!Settings.RocmPath.empty())
    Common.push_back("--rocm-path=" + Settings.RocmPath);
  if (!Settings.Clang.ClangResourceDir.empty())
    Common.push_back("-resource-dir=" + Settings.Clang.ClangResourceDir);
  return checkInProcess(std::move(Common),
                        {"--offload-device-only", "--offload-host-only"},
                        File, Shown);
}

} // namespace

/// The HIP unit's check is skipped when the translation marked it: it
/// cannot compile, and says why.
static bool lacksHipSupport(const StandaloneUnit &Unit) {
  return Unit.Hip && !Unit.Hip->Unavailable.empty();
}

unsigned countCompileChecks(const Dataset &Data) {
  unsigned Count = 0;
  for (const ExtractedKernel &K : Data.Kernels)
    for (const KernelVariant &V : K.Definition.Variants)
      if (V.Unit)
        Count += 1 + (V.Unit->Hip && !lacksHipSupport(*V.Unit));
  return Count + countHarnessChecks(Data);
}

namespace {

/// One compile check to run: a unit, where its verdict goes, how it is
/// checked alone, and, for an external compiler, what lets it join a batch.
struct PendingCheck {
  std::string FileName; ///< `<id>.standalone.cu`, `<id>.hip`.
  const std::string *Text;
  VerifyResult *Into;
  std::function<VerifyResult(StringRef File, StringRef Shown)> Alone;
  std::optional<CompilerCheck> Compiler;
  /// HIP: a missing ROCm library makes it skipped, not failed.
  bool Hip = false;
};

/// `kernels/<id>.standalone.cu` with the id left open: a merge of shards
/// may rename the unit (UnitIdPlaceholder).
std::string shownPath(StringRef FileName) {
  return ("kernels/" + UnitIdPlaceholder +
          FileName.drop_until([](char C) { return C == '.'; }))
      .str();
}

} // namespace

void verifyStandaloneUnits(Dataset &Data, const VerifySettings &Settings) {
  SmallString<256> Prefix(Settings.ScratchIn);
  sys::path::append(Prefix, ".kernel-extract-verify");
  Expected<ScratchDirectory> Scratch = ScratchDirectory::create(Prefix);
  if (!Scratch) {
    consumeError(Scratch.takeError());
    return;
  }
  CompilerScratch Where(*Scratch);
  std::vector<std::vector<std::string>> Ids = variantIds(Data.Kernels);

  std::vector<PendingCheck> Checks;
  for (size_t I = 0; I < Data.Kernels.size(); ++I) {
    Kernel &K = Data.Kernels[I].Definition;
    for (size_t V = 0; V < K.Variants.size(); ++V) {
      KernelVariant &Variant = K.Variants[V];
      if (!Variant.Unit)
        continue;
      std::string Arch = nvccArch(K);
      std::string Standard = unitStandardOption(K.NvccDialect);
      PendingCheck Cuda{Ids[I][V] + ".standalone.cu", &Variant.Unit->Text,
                        &Variant.VerifyCuda, nullptr, std::nullopt};
      if (Settings.Nvcc.empty()) {
        Cuda.Alone = [&Settings, Arch, Standard](StringRef File,
                                                 StringRef Shown) {
          // clang accepts what nvcc's dialect options enable.
          return checkWithClang(Settings.Clang, File, Shown, Arch, Standard);
        };
      } else {
        CompilerCheck Nvcc{Settings.Nvcc, "nvcc",
                           nvccUnitOptions(K.NvccDialect, Arch)};
        Cuda.Compiler = Nvcc;
        Cuda.Alone = [&Where, Nvcc](StringRef File, StringRef Shown) {
          return checkWithCompiler(Where, Nvcc, File, Shown);
        };
      }
      Checks.push_back(std::move(Cuda));
      if (!Variant.Unit->Hip)
        continue;
      if (lacksHipSupport(*Variant.Unit)) {
        Variant.VerifyHip.Status = "skipped";
        Variant.VerifyHip.Reason =
            fmt::format("uses what the targeted HIP lacks: {} (see "
                        "hip.notes)",
                        llvm::join(Variant.Unit->Hip->Unavailable, ", "));
        continue;
      }
      PendingCheck Hip{Ids[I][V] + ".hip", &Variant.Unit->Hip->Text,
                       &Variant.VerifyHip, nullptr, std::nullopt, true};
      if (Settings.Hipcc.empty()) {
        Hip.Alone = [&Settings, Standard](StringRef File, StringRef Shown) {
          VerifyResult Result =
              checkHipWithClang(Settings, File, Shown, Standard);
          skipForMissingLibrary(Result);
          return Result;
        };
      } else {
        CompilerCheck Hipcc{
            Settings.Hipcc, "hipcc",
            hipccUnitOptions(K.NvccDialect, Settings.OffloadArch)};
        Hip.Compiler = Hipcc;
        Hip.Alone = [&Where, Hipcc](StringRef File, StringRef Shown) {
          VerifyResult Result = checkWithCompiler(Where, Hipcc, File, Shown);
          skipForMissingLibrary(Result);
          return Result;
        };
      }
      Checks.push_back(std::move(Hip));
    }
  }

  // Batches: units an external compiler checks with the same flags and
  // the same leading #includes, in the order they come.
  std::vector<std::vector<size_t>> Batches;
  std::vector<BatchMember> Members(Checks.size());
  {
    std::map<std::pair<std::string, std::string>, size_t> Open;
    for (size_t C = 0; C < Checks.size(); ++C) {
      std::optional<BatchMember> Member;
      if (Checks[C].Compiler && Settings.BatchSize > 1)
        Member = asBatchMember(*Checks[C].Text);
      if (!Member) {
        Batches.push_back({C});
        continue;
      }
      Members[C] = std::move(*Member);
      const CompilerCheck &Compiler = *Checks[C].Compiler;
      auto Key = std::make_pair(
          Compiler.Program + "\n" + llvm::join(Compiler.Flags, "\n"),
          Members[C].Includes);
      auto It = Open.find(Key);
      if (It == Open.end() || Batches[It->second].size() >= Settings.BatchSize)
        It = Open.insert_or_assign(Key, Batches.size()).first,
        Batches.emplace_back();
      Batches[It->second].push_back(C);
    }
  }

  std::mutex Done;
  auto Finished = [&](size_t Count) {
    if (!Settings.OnCheckDone)
      return;
    std::lock_guard<std::mutex> Lock(Done);
    for (size_t I = 0; I < Count; ++I)
      Settings.OnCheckDone();
  };
  // Writes \p Text to the scratch directory as \p Name and returns its path.
  auto WriteScratch = [&](StringRef Name, StringRef Text) {
    SmallString<256> File(Scratch->path());
    sys::path::append(File, Name);
    std::error_code EC;
    raw_fd_ostream OS(File, EC);
    OS << Text;
    return std::string(File);
  };
  auto CheckAlone = [&](const PendingCheck &Check) {
    std::string File = WriteScratch(Check.FileName, *Check.Text);
    *Check.Into = Check.Alone(File, shownPath(Check.FileName));
    sys::fs::remove(File);
  };
  {
    DefaultThreadPool Pool(hardware_concurrency(Settings.Jobs));
    for (size_t B = 0; B < Batches.size(); ++B)
      Pool.async([&, B] {
        const std::vector<size_t> &Batch = Batches[B];
        if (Batch.size() == 1) {
          CheckAlone(Checks[Batch.front()]);
          Finished(1);
          return;
        }
        std::vector<BatchMember> Together;
        for (size_t C : Batch)
          Together.push_back(Members[C]);
        const PendingCheck &First = Checks[Batch.front()];
        std::string Name = fmt::format(
            "batch-{}{}", B,
            StringRef(First.FileName).drop_until([](char C) {
              return C == '.';
            }).str());
        std::string File = WriteScratch(Name, composeBatch(Together));
        VerifyResult Result =
            checkWithCompiler(Where, *First.Compiler, File, Name);
        sys::fs::remove(File);
        if (First.Hip)
          skipForMissingLibrary(Result);
        for (size_t C : Batch) {
          const PendingCheck &Check = Checks[C];
          if (Result.Status == "failed") {
            // Which unit, and its own first error: each alone.
            CheckAlone(Check);
            continue;
          }
          // Compiled (or lacks the same ROCm library): as each would alone.
          *Check.Into = Result;
          Check.Into->Command =
              Check.Compiler->recorded(shownPath(Check.FileName));
        }
        Finished(Batch.size());
      });
    Pool.wait();
  }
  // Harnesses build on their units' verdicts.
  checkHarnesses(Data, Settings, Where);
}

} // namespace kx
