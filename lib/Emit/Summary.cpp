//===- Summary.cpp - summary.json: the counts of one run -----------------===//

#include "Manifest.h"
#include "Provenance.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <map>

using namespace llvm;

namespace kx {

static StringRef statusName(TranslationUnitReport::Status S) {
  switch (S) {
  case TranslationUnitReport::Status::Parsed:
    return "ok";
  case TranslationUnitReport::Status::Failed:
    return "failed";
  case TranslationUnitReport::Status::Skipped:
    return "skipped";
  }
  llvm_unreachable("unknown status");
}

json::Object duplicatesJson(const DuplicateCounts &Counts) {
  return json::Object{{"variants", Counts.Copies}};
}

json::Object nearDuplicatesJson(const DuplicateCounts &Counts) {
  return json::Object{{"groups", Counts.NearGroups},
                      {"variants", Counts.NearVariants}};
}

/// With --harness: the programs written, their link checks, and how many
/// of their sizes were derived rather than assumed.
static std::optional<json::Object> harnessCounts(const Dataset &Data) {
  unsigned Cuda = 0, Hip = 0, Sizes = 0, Derived = 0;
  std::map<std::string, unsigned> Linked, HipLinked;
  for (const ExtractedKernel &K : Data.Kernels)
    for (const KernelVariant &V : K.Definition.Variants) {
      if (!V.Program)
        continue;
      ++Cuda;
      ++Linked[V.VerifyHarness.Status];
      if (!V.Program->Hip.empty()) {
        ++Hip;
        ++HipLinked[V.VerifyHarnessHip.Status];
      }
      for (const HarnessSize &Size : V.Program->Sizes) {
        ++Sizes;
        Derived += Size.derived();
      }
    }
  if (Cuda == 0)
    return std::nullopt;
  return json::Object{{"written", Cuda},
                      {"linked_ok", Linked["ok"]},
                      {"link_failed", Linked["failed"]},
                      {"hip_written", Hip},
                      {"hip_linked_ok", HipLinked["ok"]},
                      {"hip_link_failed", HipLinked["failed"]},
                      {"sizes", Sizes},
                      {"sizes_derived", Derived}};
}

/// Lost kernels as `file:line`, the file relative to the project root.
static json::Array placesJson(const std::vector<SourceLine> &Lines,
                              const Dataset &Data) {
  json::Array Places;
  for (const SourceLine &L : Lines)
    Places.push_back(
        fmt::format("{}:{}", relativeToRoot(L.File, Data.ProjectRoot), L.Line));
  return Places;
}

json::Object summary(const Dataset &Data, unsigned FilesWritten,
                     const DuplicateCounts &Duplicates) {
  using Status = TranslationUnitReport::Status;
  json::Array Units;
  for (const TranslationUnitReport &R : Data.TranslationUnits) {
    json::Object Unit{{"file", relativeToRoot(R.File, Data.ProjectRoot)},
                      {"status", statusName(R.State)}};
    if (R.State != Status::Skipped)
      Unit["kernels"] = R.KernelsFound;
    if (!R.Via.empty())
      Unit["via"] = R.Via;
    if (!R.Variant.empty())
      Unit["variant"] = R.Variant;
    if (R.State == Status::Failed) {
      Unit["error"] = Data.portable(R.Detail);
      Unit["errors"] = R.ErrorCount;
      if (!R.KernelsLost.empty())
        Unit["kernels_lost"] = placesJson(R.KernelsLost, Data);
    }
    if (R.State == Status::Skipped)
      Unit["reason"] = Data.portable(R.Detail);
    Units.push_back(std::move(Unit));
  }
  json::Array Unknown;
  for (const std::string &Option : Data.UnknownOptions)
    Unknown.push_back(Option);
  unsigned Templates = 0, Variants = 0, OverCap = 0, FromTUsWithErrors = 0;
  unsigned StandaloneUnits = 0, SelfContained = 0, HipUnits = 0;
  // Of each language's units, those translated from the other's.
  unsigned CudaTranslated = 0, HipTranslated = 0;
  std::map<std::string, unsigned> HipNotes, CudaNotes;
  json::Array Dropped, NotInstantiated;
  for (const ExtractedKernel &K : Data.Kernels) {
    const Kernel &D = K.Definition;
    Templates += D.IsTemplate;
    Variants += D.Variants.size();
    for (const KernelVariant &V : D.Variants) {
      StandaloneUnits += V.Unit.has_value();
      SelfContained += V.Unit && V.Unit->SelfContained;
      if (V.Unit && V.Unit->Hip) {
        ++HipUnits;
        HipTranslated += !D.WrittenInHip;
        for (const HipNote &Note : V.Unit->Hip->Notes)
          ++HipNotes[Note.Kind];
      }
      if (V.Unit && V.Unit->CudaTranslation) {
        ++CudaTranslated;
        for (const HipNote &Note : V.Unit->CudaTranslation->Notes)
          ++CudaNotes[Note.Kind];
      }
    }
    OverCap += D.CandidatesOverCap;
    FromTUsWithErrors += D.Parse != Kernel::ParseState::Clean;
    for (const DroppedInstantiation &Drop : D.Dropped)
      Dropped.push_back(json::Object{
          {"kernel", D.QualifiedName},
          {"args", argumentsJson(Drop.Arguments, Data)},
          {"reason", Data.portable(Drop.Reason)}});
    if (D.IsTemplate && llvm::all_of(D.Variants, [](const KernelVariant &V) {
          return V.Origin == "as-written";
        }))
      NotInstantiated.push_back(json::Object{
          {"kernel", D.QualifiedName},
          {"file", relativeToRoot(D.Span.File, Data.ProjectRoot)},
          {"reason", D.NotInstantiated ? *D.NotInstantiated
                                       : "every candidate was rejected"}});
  }
  auto NoteCounts = [](const std::map<std::string, unsigned> &Notes) {
    json::Object Counts;
    for (const auto &[Kind, Count] : Notes)
      Counts[Kind] = Count;
    return Counts;
  };
  std::optional<json::Object> Audit;
  if (Data.Audit) {
    json::Array Missing, Unread;
    for (const MissingKernel &M : Data.Audit->Missing)
      Missing.push_back(json::Object{
          {"kernel", M.Kernel},
          {"symbol", M.Symbol},
          {"object", relativeToRoot(M.Object, Data.ProjectRoot)}});
    for (const auto &[Object, Why] : Data.Audit->ObjectsUnread)
      Unread.push_back(
          json::Object{{"object", relativeToRoot(Object, Data.ProjectRoot)},
                       {"error", Why}});
    Audit = json::Object{
        {"objects_read", Data.Audit->ObjectsRead},
        {"objects_unread", std::move(Unread)},
        {"kernels_compiled", Data.Audit->KernelsCompiled},
        {"kernels_in_dataset", Data.Audit->KernelsInDataset},
        {"kernels_outside_project", Data.Audit->KernelsOutsideProject},
        {"missing", std::move(Missing)}};
  }
  json::Object Summary{
      {"format_version", FormatVersion},
      // Its name only: where it is checked out is the machine's business.
      {"project_root", llvm::sys::path::filename(Data.ProjectRoot)},
      {"project", provenanceJson(Data.Project, Data.ProjectRoot)},
      {"cuda_headers",
       json::Object{
           {"kind", Data.CudaHeadersKind},
           {"version", Data.CudaVersion},
           {"description", Data.portable(Data.CudaHeadersDescription)}}},
      {"translation_units",
       json::Object{{"total", Data.TranslationUnits.size()},
                    {"parsed", Data.countTUs(Status::Parsed)},
                    {"failed", Data.countTUs(Status::Failed)},
                    {"skipped", Data.countTUs(Status::Skipped)},
                    {"units", std::move(Units)}}},
      {"kernels", Data.Kernels.size()},
      {"kernels_from_tus_with_errors", FromTUsWithErrors},
      {"kernels_lost", placesJson(Data.KernelsLost, Data)},
      {"template_kernels", Templates},
      {"variants", Variants},
      {"instantiations_dropped", Dropped.size()},
      {"dropped_instantiations", std::move(Dropped)},
      {"instantiations_over_cap", OverCap},
      {"kernels_without_variants", std::move(NotInstantiated)},
      {"standalone_units",
       json::Object{{"written", StandaloneUnits},
                    {"translated", CudaTranslated},
                    {"notes", NoteCounts(CudaNotes)},
                    {"self_contained", SelfContained},
                    {"verified_ok", Data.countVerified("ok")},
                    {"verify_failed", Data.countVerified("failed")}}},
      {"hip_units",
       json::Object{
           {"written", HipUnits},
           {"translated", HipTranslated},
           {"target_version",
            Data.Hip ? json::Value(fmt::format("{}.{}", Data.Hip->Version.Major,
                                               Data.Hip->Version.Minor))
                     : json::Value(nullptr)},
           {"verified_ok", Data.countVerified("ok", /*Hip=*/true)},
           {"verify_failed", Data.countVerified("failed", /*Hip=*/true)},
           {"notes", NoteCounts(HipNotes)}}},
      {"duplicates", duplicatesJson(Duplicates)},
      {"near_duplicates", nearDuplicatesJson(Duplicates)},
      {"launches", Data.launchCount()},
      {"unattributed_launches", Data.UnattributedLaunches},
      {"unknown_nvcc_options", std::move(Unknown)},
      {"files_written", FilesWritten},
  };
  if (std::optional<json::Object> Harnesses = harnessCounts(Data))
    Summary["harnesses"] = std::move(*Harnesses);
  if (Audit)
    Summary["audit"] = std::move(*Audit);
  if (Data.OfShard)
    Summary["shard"] = json::Object{{"index", Data.OfShard->Index},
                                    {"count", Data.OfShard->Count}};
  return Summary;
}

} // namespace kx
