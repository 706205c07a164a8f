//===- CheckReport.cpp - What --verify found, on stderr -------------------===//

#include "CheckReport.h"
#include <fmt/format.h>

namespace kx {

void reportChecks(const Dataset &Data, const std::optional<HipOptions> &Hip,
                  bool Harness,
                  const std::function<void(const llvm::Twine &)> &Inform) {
  Inform(fmt::format("standalone units: {} compiled, {} failed",
                     Data.countVerified("ok"), Data.countVerified("failed")));
  if (Hip) {
    unsigned Lacking = 0;
    for (const ExtractedKernel &Extracted : Data.Kernels)
      for (const KernelVariant &Variant : Extracted.Definition.Variants)
        if (Variant.Unit && Variant.Unit->Hip &&
            !Variant.Unit->Hip->Unavailable.empty())
          ++Lacking;
    unsigned Missing = Data.countVerified("skipped", /*Hip=*/true) - Lacking;
    std::string Skipped;
    if (Missing)
      Skipped +=
          fmt::format(", {} need a ROCm library not installed", Missing);
    if (Lacking)
      Skipped += fmt::format(", {} use what HIP {}.{} lacks", Lacking,
                             Hip->Version.Major, Hip->Version.Minor);
    Inform(fmt::format("HIP units: {} compiled, {} failed{}",
                       Data.countVerified("ok", /*Hip=*/true),
                       Data.countVerified("failed", /*Hip=*/true), Skipped));
  }
  if (!Harness)
    return;
  // [CUDA, HIP][linked, failed]
  unsigned Linked[2][2] = {};
  for (const ExtractedKernel &Extracted : Data.Kernels)
    for (const KernelVariant &Variant : Extracted.Definition.Variants) {
      if (!Variant.Program)
        continue;
      const VerifyResult *Checks[] = {&Variant.VerifyHarness,
                                      &Variant.VerifyHarnessHip};
      for (int Kind = 0; Kind < 2; ++Kind) {
        Linked[Kind][0] += Checks[Kind]->Status == "ok";
        Linked[Kind][1] += Checks[Kind]->Status == "failed";
      }
    }
  Inform(fmt::format("harnesses: {} linked, {} failed; HIP harnesses: {} "
                     "linked, {} failed",
                     Linked[0][0], Linked[0][1], Linked[1][0], Linked[1][1]));
}

} // namespace kx
