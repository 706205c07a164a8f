//===- Verify.cpp - Compile checks of emitted units -----------------------===//

#include "kernel-extract/Verify.h"
#include "kernel-extract/DiagnosticText.h"
#include "kernel-extract/Manifest.h"
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
  for (StringRef Line : Lines)
    if (Line.contains("error"))
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

/// Names the unit as the user sees it, not the temporary copy compiled.
std::string showUnitAs(std::string Message, StringRef File, StringRef Shown) {
  for (size_t At; (At = Message.find(File.str())) != std::string::npos;)
    Message.replace(At, File.size(), Shown.str());
  return Message;
}

VerifyResult checkWithNvcc(StringRef Nvcc, StringRef File, StringRef Shown,
                           StringRef Arch) {
  VerifyResult Result;
  std::vector<std::string> Args = {Nvcc.str(), "-std=c++17",
                                   ("-arch=" + Arch).str(), "-c",
                                   File.str(), "-o", "/dev/null"};
  Result.Command = fmt::format("nvcc -std=c++17 -arch={} -c {} -o /dev/null",
                               Arch.str(), Shown.str());
  SmallString<128> Log;
  sys::fs::createTemporaryFile("kernel-extract-nvcc", "log", Log);
  std::optional<StringRef> Redirects[] = {std::nullopt, StringRef(Log),
                                          StringRef(Log)};
  std::vector<StringRef> ArgRefs(Args.begin(), Args.end());
  std::string Error;
  int Code = sys::ExecuteAndWait(Nvcc, ArgRefs, std::nullopt, Redirects,
                                 /*SecondsToWait=*/300, 0, &Error);
  auto Output = MemoryBuffer::getFile(Log);
  sys::fs::remove(Log);
  if (Code == 0) {
    Result.Status = "ok";
    return Result;
  }
  Result.Status = "failed";
  Result.Error = !Error.empty()   ? Error
                 : Output         ? firstErrorLine((*Output)->getBuffer())
                                  : "nvcc failed";
  Result.Error = showUnitAs(Result.Error, File, Shown);
  return Result;
}

VerifyResult checkWithClang(const TranslationSettings &Settings,
                            StringRef File, StringRef Shown, StringRef Arch) {
  VerifyResult Result;
  // -fno-caret-diagnostics also keeps clang from printing "N errors
  // generated" on the tool's stderr: the error is in the result.
  std::vector<std::string> Common = {"-fsyntax-only", "-fno-caret-diagnostics",
                                     "-x", "cuda", "-std=c++17",
                                     ("--cuda-gpu-arch=" + Arch).str(),
                                     "-nocudalib"};
  if (!Settings.ClangResourceDir.empty())
    Common.push_back("-resource-dir=" + Settings.ClangResourceDir);
  llvm::append_range(Common, Settings.Cuda.Args);
  // Two commands a user can run as written: device side, then host side.
  std::string Flags = llvm::join(Common, " ");
  Result.Command = fmt::format(
      "clang++-{0} {1} --cuda-device-only {2} && clang++-{0} {1} "
      "--cuda-host-only {2}",
      CLANG_VERSION_MAJOR, Flags, Shown.str());
  for (StringRef Side : {"--cuda-device-only", "--cuda-host-only"}) {
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

} // namespace

void verifyStandaloneUnits(Dataset &Data, const VerifySettings &Settings) {
  SmallString<128> Scratch;
  if (sys::fs::createUniqueDirectory("kernel-extract-verify", Scratch))
    return;
  std::vector<std::vector<std::string>> Ids = variantIds(Data.Kernels);
  {
    DefaultThreadPool Pool(hardware_concurrency(Settings.Jobs));
    for (size_t I = 0; I < Data.Kernels.size(); ++I) {
      Kernel &K = Data.Kernels[I].Definition;
      for (size_t V = 0; V < K.Variants.size(); ++V) {
        KernelVariant &Variant = K.Variants[V];
        if (!Variant.Unit)
          continue;
        std::string Shown = "kernels/" + Ids[I][V] + ".standalone.cu";
        SmallString<256> File(Scratch);
        sys::path::append(File, Ids[I][V] + ".standalone.cu");
        Pool.async([&Settings, &Variant, &K, Shown, File = std::string(File)] {
          std::error_code EC;
          {
            raw_fd_ostream OS(File, EC);
            OS << Variant.Unit->Text;
          }
          std::string Arch = K.GpuArch.empty() ? "sm_80" : K.GpuArch;
          Variant.VerifyCuda =
              Settings.Nvcc.empty()
                  ? checkWithClang(Settings.Clang, File, Shown, Arch)
                  : checkWithNvcc(Settings.Nvcc, File, Shown, Arch);
          sys::fs::remove(File);
        });
      }
    }
    Pool.wait();
  }
  sys::fs::remove_directories(Scratch, /*IgnoreErrors=*/true);
}

} // namespace kx
