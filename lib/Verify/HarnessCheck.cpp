//===- HarnessCheck.cpp - Compile and link each harness -------------------===//
//
// A harness is checked as a user builds it: beside its unit, compiled and
// linked into a program (nvcc for .harness.cu, hipcc for .harness.hip), so
// that the runtime calls resolve as well as the kernel's types.
//
//===----------------------------------------------------------------------===//

#include "HarnessCheck.h"
#include "Emit/Manifest.h"
#include "Support/ScratchFiles.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/ThreadPool.h"
#include "llvm/Support/Threading.h"
#include "llvm/Support/raw_ostream.h"
#include <fmt/format.h>
#include <mutex>

using namespace llvm;

namespace kx {

namespace {

struct HarnessJob {
  const Kernel *Owner;
  const std::string *Unit;
  const std::string *Program;
  VerifyResult *Into;
  bool Hip;
};

/// Whether \p V's harness in \p Hip (or CUDA) gets a check; else sets why
/// not.
bool wantsCheck(KernelVariant &V, bool Hip, const VerifySettings &Settings) {
  VerifyResult &Into = Hip ? V.VerifyHarnessHip : V.VerifyHarness;
  const VerifyResult &Unit = Hip ? V.VerifyHip : V.VerifyCuda;
  Into = VerifyResult();
  Into.Status = "skipped";
  if (Unit.Status != "ok") {
    Into.Reason = Unit.Status == "failed"
                      ? "its unit does not compile"
                      : "its unit was not compiled: " + Unit.Reason;
    return false;
  }
  if ((Hip ? Settings.Hipcc : Settings.Nvcc).empty()) {
    Into.Reason = fmt::format("no {} to link it with", Hip ? "hipcc" : "nvcc");
    return false;
  }
  return true;
}

/// \p Error with each path into \p Scratch (the linker's object files,
/// named by process id) as `<temporary>`: the dataset names no path of
/// the machine and is the same on every run.
std::string withoutTemporaries(StringRef Error, StringRef Scratch) {
  std::string Out;
  for (size_t At; (At = Error.find(Scratch)) != StringRef::npos;) {
    Out += Error.take_front(At);
    Out += "<temporary>";
    Error = Error.drop_front(At).drop_while(
        [](char C) { return C != '\'' && C != '"' && C != ' ' && C != ':'; });
  }
  return Out + Error.str();
}

} // namespace

unsigned countHarnessChecks(const Dataset &Data) {
  unsigned Count = 0;
  for (const ExtractedKernel &K : Data.Kernels)
    for (const KernelVariant &V : K.Definition.Variants)
      if (V.Program)
        Count += 1 + !V.Program->Hip.empty();
  return Count;
}

void checkHarnesses(Dataset &Data, const VerifySettings &Settings,
                    CompilerScratch &Where) {
  std::vector<HarnessJob> Jobs;
  for (ExtractedKernel &K : Data.Kernels)
    for (KernelVariant &V : K.Definition.Variants) {
      if (!V.Program || !V.Unit)
        continue;
      if (wantsCheck(V, /*Hip=*/false, Settings))
        Jobs.push_back({&K.Definition, &V.Unit->Text, &V.Program->Cuda,
                        &V.VerifyHarness, false});
      if (!V.Program->Hip.empty() && V.Unit->Hip &&
          wantsCheck(V, /*Hip=*/true, Settings))
        Jobs.push_back({&K.Definition, &V.Unit->Hip->Text, &V.Program->Hip,
                        &V.VerifyHarnessHip, true});
    }

  std::mutex Done;
  DefaultThreadPool Pool(hardware_concurrency(Settings.Jobs));
  for (size_t J = 0; J < Jobs.size(); ++J)
    Pool.async([&, J] {
      const HarnessJob &Job = Jobs[J];
      // The unit and the harness side by side, under a name of the check's
      // own: the harness includes its unit by the unit's id.
      std::string Id = fmt::format("kx_harness_check_{}", J);
      SmallString<256> Dir(Where.Scratch.path());
      sys::path::append(Dir, Id);
      if (sys::fs::create_directory(Dir))
        return;
      std::string UnitSuffix = Job.Hip ? ".hip" : ".standalone.cu";
      std::string Suffix = Job.Hip ? ".harness.hip" : ".harness.cu";
      auto Write = [&](StringRef Name, StringRef Text) {
        SmallString<256> File(Dir);
        sys::path::append(File, Name);
        std::error_code EC;
        raw_fd_ostream OS(File, EC);
        OS << Text;
        return std::string(File);
      };
      std::string Unit = Write(Id + UnitSuffix, *Job.Unit);
      std::string Harness = Write(Id + Suffix, withIdNamed(*Job.Program, Id));
      SmallString<256> Binary(Dir);
      sys::path::append(Binary, Id);

      std::string Arch = nvccArch(*Job.Owner);
      std::vector<std::string> Flags =
          Job.Hip
              ? hipccUnitOptions(Job.Owner->NvccDialect, Settings.OffloadArch)
              : nvccUnitOptions(Job.Owner->NvccDialect, Arch);
      std::string Shown = ("kernels/" + UnitIdPlaceholder + Suffix).str();
      std::string ShownBinary =
          ("kernels/" + UnitIdPlaceholder + (Job.Hip ? ".harness-hip" : ".harness"))
              .str();
      std::vector<std::string> Args = Flags;
      llvm::append_range(Args, ArrayRef<std::string>{Harness, "-o",
                                                     std::string(Binary)});
      std::vector<std::string> Recorded = Flags;
      llvm::append_range(Recorded,
                         ArrayRef<std::string>{Shown, "-o", ShownBinary});
      VerifyResult Result = runCompiler(
          Where, Job.Hip ? Settings.Hipcc : Settings.Nvcc, std::move(Args),
          fmt::format("{} {}", Job.Hip ? "hipcc" : "nvcc",
                      llvm::join(Recorded, " ")),
          Harness, Shown);
      Result.Error = withoutTemporaries(
          showUnitAs(Result.Error, Unit,
                     ("kernels/" + UnitIdPlaceholder + UnitSuffix).str()),
          Where.Scratch.path());
      if (Job.Hip)
        skipForMissingLibrary(Result);
      *Job.Into = std::move(Result);
      sys::fs::remove_directories(Dir);
      if (Settings.OnCheckDone) {
        std::lock_guard<std::mutex> Lock(Done);
        Settings.OnCheckDone();
      }
    });
  Pool.wait();
}

} // namespace kx
