//===- CombineTranslationUnits.cpp - One dataset from every TU's results --===//
//
// Each TU is parsed alone; a kernel a header defines is seen by every TU
// that includes it, and its launches may sit in others. The results are
// combined in the order of their files, so the dataset does not depend on
// which thread finished first.
//
//===----------------------------------------------------------------------===//

#include "Harness/Harness.h"
#include "Instantiate/Instantiation.h"
#include "Launch/LaunchAnalysis.h"
#include "kernel-extract/Extraction.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
#include <map>
#include <tuple>

using namespace llvm;

namespace kx {

namespace {

/// Every kernel found is in the dataset: one that yields no variant (a
/// template no candidate instantiates, a template whose own code has
/// errors) is written as it is, origin "as-written", with no unit.
void addAsWrittenVariant(Kernel &K) {
  if (!K.Variants.empty())
    return;
  KernelVariant Variant;
  Variant.Origin = "as-written";
  Variant.Parameters = K.Parameters;
  Variant.Text = K.Text; // A template's starts at its parameter list.
  if (K.IsTemplate)
    Variant.Suffix = "template";
  K.Variants.push_back(std::move(Variant));
}

/// Adds what another TU instantiated of a kernel already recorded: the
/// launches it makes there may name instantiations the first TU lacks.
void mergeVariants(Kernel &Into, Kernel From) {
  auto Known = [&](const std::vector<TemplateArgumentValue> &Args) {
    return llvm::any_of(Into.Variants,
                        [&](const KernelVariant &V) { return V.Arguments == Args; }) ||
           llvm::any_of(Into.Dropped, [&](const DroppedInstantiation &D) {
             return D.Arguments == Args;
           });
  };
  for (KernelVariant &V : From.Variants) {
    // Requested in one TU, launched from another: the same variant.
    for (KernelVariant &Mine : Into.Variants)
      if (Mine.Arguments == V.Arguments)
        addVariantOrigin(Mine, V.Origin);
    if (!Known(V.Arguments))
      Into.Variants.push_back(std::move(V));
  }
  for (DroppedInstantiation &D : From.Dropped)
    if (!Known(D.Arguments))
      Into.Dropped.push_back(std::move(D));
}

/// The places a TU lost a kernel that no other TU made a kernel of (a
/// header's kernel lost by one TU, found by the next, is not lost).
std::vector<SourceLine> lostByEveryTU(const Dataset &Data) {
  std::vector<SourceLine> Lost;
  for (const TranslationUnitReport &Report : Data.TranslationUnits)
    for (const SourceLine &Site : Report.KernelsLost)
      if (llvm::none_of(Data.Kernels, [&](const ExtractedKernel &K) {
            const SourceSpan &Span = K.Definition.Span;
            return Span.File == Site.File && Span.BeginLine <= Site.Line &&
                   Site.Line <= Span.EndLine;
          }))
        Lost.push_back(Site);
  llvm::sort(Lost);
  Lost.erase(std::unique(Lost.begin(), Lost.end()), Lost.end());
  return Lost;
}

} // namespace

void combineTranslationUnits(std::vector<TranslationUnitResult> Results,
                             Dataset &Data) {
  // Merge in the order of the files selected (a header's is the TU that
  // reached it), so the first TU (by name) that saw a kernel is the one
  // recorded, whatever order the threads (or shards) finished in.
  llvm::stable_sort(Results, [](const TranslationUnitResult &A,
                                const TranslationUnitResult &B) {
    return A.Report.File < B.Report.File;
  });
  StringMap<size_t> KernelIndex;
  std::map<std::tuple<std::string, unsigned, unsigned>, LaunchSite> Sites;
  StringSet<> Unknown;
  for (TranslationUnitResult &Result : Results) {
    for (const std::string &Option : Result.UnknownOptions)
      Unknown.insert(Option);
    Data.TranslationUnits.push_back(std::move(Result.Report));
    for (Kernel &K : Result.Kernels) {
      if (auto It = KernelIndex.find(K.Key); It != KernelIndex.end()) {
        Kernel &Known = Data.Kernels[It->second].Definition;
        if (Known.Parse != Kernel::ParseState::Clean &&
            K.Parse == Kernel::ParseState::Clean) {
          // A TU that parsed it without error is the better record.
          K.TranslationUnit = Result.ParsedFile;
          K.GpuArch = Result.GpuArch;
          K.NvccDialect = Result.NvccDialect;
          std::swap(Known, K);
        }
        mergeVariants(Known, std::move(K));
        continue;
      }
      K.TranslationUnit = Result.ParsedFile;
      K.GpuArch = Result.GpuArch;
      K.NvccDialect = Result.NvccDialect;
      KernelIndex[K.Key] = Data.Kernels.size();
      Data.Kernels.push_back({std::move(K), {}});
    }
    llvm::append_range(Data.KernelsOutsideProject,
                       Result.KernelsOutsideProject);
    for (LaunchSite &Site : Result.Launches) {
      auto Key = std::make_tuple(Site.File, Site.Line, Site.Column);
      if (auto It = Sites.find(Key); It != Sites.end())
        mergeLaunchSite(It->second, std::move(Site));
      else
        Sites.emplace(Key, std::move(Site));
    }
  }

  // A launch whose TU saw only a declaration of the kernel is attributed by
  // qualified name when exactly one kernel has that name.
  StringMap<std::vector<size_t>> ByName;
  for (size_t I = 0; I < Data.Kernels.size(); ++I)
    ByName[Data.Kernels[I].Definition.QualifiedName].push_back(I);
  for (auto &[Key, Site] : Sites) {
    std::optional<size_t> Target;
    if (auto It = KernelIndex.find(Site.KernelKey); It != KernelIndex.end())
      Target = It->second;
    else if (auto Named = ByName.find(Site.KernelQualifiedName);
             Named != ByName.end() && Named->second.size() == 1)
      Target = Named->second.front();
    if (Target)
      Data.Kernels[*Target].Launches.push_back(std::move(Site));
    else
      ++Data.UnattributedLaunches;
  }

  for (ExtractedKernel &K : Data.Kernels)
    addAsWrittenVariant(K.Definition);
  llvm::sort(Data.Kernels, [](const ExtractedKernel &A,
                              const ExtractedKernel &B) {
    return std::tie(A.Definition.Span.File, A.Definition.Span.BeginOffset) <
           std::tie(B.Definition.Span.File, B.Definition.Span.BeginOffset);
  });
  llvm::sort(Data.KernelsOutsideProject);
  Data.KernelsOutsideProject.erase(
      std::unique(Data.KernelsOutsideProject.begin(),
                  Data.KernelsOutsideProject.end()),
      Data.KernelsOutsideProject.end());
  for (const auto &Entry : Unknown)
    Data.UnknownOptions.push_back(Entry.getKey().str());
  llvm::sort(Data.UnknownOptions);
  Data.KernelsLost = lostByEveryTU(Data);
  // Harnesses read every TU's launches of a kernel: written once combined.
  buildHarnesses(Data);
}

} // namespace kx
