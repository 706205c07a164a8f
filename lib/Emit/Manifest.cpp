//===- Manifest.cpp - The output contract: files and JSON -----------------===//

#include "Manifest.h"
#include "Features.h"
#include "Harness/Harness.h"
#include "Hip/HipTranslation.h"
#include "Naming.h"
#include "NearDuplicates.h"
#include "Provenance.h"
#include "Support/RawTokens.h"
#include "Support/TextEdits.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <map>

using namespace llvm;

namespace kx {


static json::Value configJson(const ConfigValue &V) {
  json::Value Value = nullptr;
  // An unfolded dim3 (`dim3 block(BLOCK)` in a template) has no value.
  if (V.IsDim3 && V.Value.size() == 3)
    Value = json::Array(V.Value);
  else if (V.Value.size() == 1)
    Value = V.Value.front();
  json::Object Out{{"text", V.Text ? json::Value(*V.Text) : nullptr},
                   {"value", std::move(Value)}};
  if (!V.Text)
    Out["default"] = true;
  if (V.Initializer)
    Out["initializer"] = *V.Initializer;
  if (!V.Expression.empty()) {
    Out["expression"] = V.Expression.size() == 1
                            ? json::Value(V.Expression.front())
                            : json::Value(json::Array(V.Expression));
    Out["depends_on"] = json::Array(V.DependsOn);
  }
  return Out;
}

static json::Value launchJson(const LaunchSite &L, const Dataset &Data) {
  StringRef Root = Data.ProjectRoot;
  const std::optional<HipOptions> &Hip = Data.Hip;
  // A closure type is spelled with its file (`(lambda at /src/a.cu:9:3)`).
  json::Array TemplateArgs;
  for (const std::vector<std::string> &Args : L.TemplateArguments)
    TemplateArgs.push_back(Data.portable(llvm::join(Args, ", ")));
  json::Value HipText = nullptr;
  if (Hip)
    if (std::optional<std::string> Text = hipLaunchText(L, *Hip))
      HipText = Data.portable(*Text);
  json::Array Arguments;
  for (const LaunchArgument &A : L.Arguments)
    Arguments.push_back(json::Object{
        {"parameter", A.Parameter.empty() ? json::Value(nullptr)
                                          : json::Value(A.Parameter)},
        {"text", A.Text}});
  return json::Object{
      {"file", relativeToRoot(L.File, Root)},
      {"line", L.Line},
      {"column", L.Column},
      {"enclosing_function", L.EnclosingFunction},
      {"macro", L.Macro ? json::Value(*L.Macro) : nullptr},
      {"in_lambda", L.InLambda},
      {"form", L.Form},
      {"grid", configJson(L.Grid)},
      {"block", configJson(L.Block)},
      {"shared_memory", configJson(L.SharedMemory)},
      {"stream", configJson(L.Stream)},
      {"template_args", std::move(TemplateArgs)},
      {"arguments", std::move(Arguments)},
      {"hip", std::move(HipText)},
  };
}

/// The kernel file's suffix: `.cu`, or `.kernel.hip` for a kernel written
/// in HIP (`.hip` is its unit's, the HIP unit of every kernel).
static StringRef kernelSuffix(const Kernel &D) {
  return D.WrittenInHip ? ".kernel.hip" : ".cu";
}

static std::string kernelPath(StringRef Stem, StringRef Extension) {
  return ("kernels/" + Stem + Extension).str();
}

std::vector<std::vector<std::string>>
variantIds(const std::vector<ExtractedKernel> &Kernels) {
  std::vector<const ExtractedKernel *> All;
  for (const ExtractedKernel &K : Kernels)
    All.push_back(&K);
  return variantIds(All);
}

/// An id short enough to name files (`<id>.harness.hip` within a file
/// system's 255 bytes): one past MaxIdLength keeps its start and ends with
/// a hash of the whole, so ids that differ only late stay apart.
static std::string shortenedId(std::string Id) {
  constexpr size_t MaxIdLength = 120, KeptLength = 100;
  if (Id.size() <= MaxIdLength)
    return Id;
  uint64_t Hash = llvm::xxh3_64bits(Id);
  Id.resize(KeptLength);
  while (!Id.empty() && Id.back() == '_')
    Id.pop_back();
  return Id + "_" + llvm::utohexstr(Hash & 0xffffffff, /*LowerCase=*/true,
                                    /*Width=*/8);
}

std::vector<std::vector<std::string>>
variantIds(ArrayRef<const ExtractedKernel *> Kernels) {
  std::vector<Kernel> Definitions;
  for (const ExtractedKernel *K : Kernels)
    Definitions.push_back(K->Definition);
  std::vector<std::string> Stems = assignFileStems(Definitions);
  std::vector<std::vector<std::string>> Ids(Kernels.size());
  for (size_t I = 0; I < Kernels.size(); ++I)
    for (const KernelVariant &V : Kernels[I]->Definition.Variants)
      Ids[I].push_back(shortenedId(
          V.Suffix.empty() ? Stems[I] : Stems[I] + "_" + V.Suffix));
  // Two argument lists can shorten to one suffix (`c10::Half`, `c10_Half`).
  StringMap<unsigned> Seen;
  for (std::vector<std::string> &ForKernel : Ids)
    for (std::string &Id : ForKernel)
      if (unsigned N = Seen[Id]++)
        Id += "_" + std::to_string(N + 1);
  return Ids;
}

/// \p Text with the unit's path (`kernels/<id>.`) naming \p Id.
static std::string withUnitId(StringRef Text, StringRef Id) {
  return replaceAll(Text, ("kernels/" + UnitIdPlaceholder + ".").str(),
                    ("kernels/" + Id + ".").str());
}

std::string withIdNamed(StringRef Text, StringRef Id) {
  return replaceAll(Text, UnitIdPlaceholder, Id);
}

/// Why a variant has no unit to check: what a user asked for is not the
/// reason.
static json::Object noUnit(const Kernel &D, const KernelVariant &Variant) {
  std::string Why =
      Variant.Origin != "as-written"
          ? "the kernel's own code has errors (parse_errors)"
      : D.NotInstantiated
          ? "the template has no instantiation to write: " + *D.NotInstantiated
          : "the template has no instantiation to write: every candidate was "
            "rejected (dropped_instantiations)";
  return json::Object{{"status", "skipped"},
                      {"reason", "no standalone unit: " + Why}};
}

static json::Value verifyJson(const VerifyResult &R, StringRef Id,
                              const Dataset &Data) {
  json::Object Out{{"status", R.Status}};
  if (!R.Command.empty())
    Out["command"] = withUnitId(R.Command, Id);
  if (!R.Error.empty())
    Out["error"] = withUnitId(Data.portable(R.Error), Id);
  if (R.Status == "skipped")
    Out["reason"] =
        R.Reason.empty() ? "compile checks were not requested" : R.Reason;
  return Out;
}

json::Object argumentsJson(llvm::ArrayRef<TemplateArgumentValue> Args,
                           const Dataset &Data) {
  json::Object Out;
  for (const TemplateArgumentValue &A : Args)
    Out[A.Parameter] = Data.portable(A.Spelling);
  return Out;
}

/// The instantiations the project launches, each as {parameter: argument}.
static json::Array launchedInstantiations(const ExtractedKernel &K,
                                          const Dataset &Data) {
  json::Array Out;
  std::vector<std::vector<std::string>> Seen;
  for (const LaunchSite &Site : K.Launches)
    for (const std::vector<std::string> &Args : Site.TemplateArguments) {
      if (llvm::is_contained(Seen, Args))
        continue;
      Seen.push_back(Args);
      json::Object Instantiation;
      const auto &Params = K.Definition.TemplateParameters;
      for (size_t I = 0; I < Args.size() && I < Params.size(); ++I)
        Instantiation[Params[I].Name] = Data.portable(Args[I]);
      Out.push_back(std::move(Instantiation));
    }
  return Out;
}

static StringRef parseStateName(Kernel::ParseState State) {
  switch (State) {
  case Kernel::ParseState::Clean:
    return "clean";
  case Kernel::ParseState::TUErrors:
    return "tu-errors";
  case Kernel::ParseState::KernelErrors:
    return "kernel-errors";
  }
  llvm_unreachable("unknown parse state");
}

static json::Array notesJson(const std::vector<HipNote> &Notes) {
  json::Array Out;
  for (const HipNote &Note : Notes)
    Out.push_back(json::Object{{"kind", Note.Kind},
                               {"line", Note.Line},
                               {"text", Note.Text},
                               {"message", Note.Message}});
  return Out;
}

json::Object manifestEntry(const ExtractedKernel &K,
                           const KernelVariant &Variant, StringRef Id,
                           const Dataset &Data) {
  StringRef ProjectRoot = Data.ProjectRoot;
  const Kernel &D = K.Definition;
  json::Value Template = nullptr;
  if (D.IsTemplate) {
    json::Array Params;
    for (const TemplateParameter &P : D.TemplateParameters)
      Params.push_back(P.Name);
    json::Object Object{{"params", std::move(Params)},
                        {"args", argumentsJson(Variant.Arguments, Data)},
                        {"origin", Variant.Origin},
                        {"launched", launchedInstantiations(K, Data)}};
    if (!Variant.ValidatedWith.empty())
      Object["validated_with"] = json::Array(Variant.ValidatedWith);
    Template = std::move(Object);
  }
  json::Array Launches;
  for (const LaunchSite &L : K.Launches)
    Launches.push_back(launchJson(L, Data));
  json::Object Files{{"kernel", kernelPath(Id, kernelSuffix(D))},
                     {"metadata", kernelPath(Id, ".json")}};
  if (Variant.Unit)
    Files["standalone"] = kernelPath(Id, ".standalone.cu");
  bool HasHip = Variant.Unit && Variant.Unit->Hip;
  if (HasHip)
    Files["hip"] = kernelPath(Id, ".hip");
  if (Variant.Program) {
    Files["harness"] = kernelPath(Id, ".harness.cu");
    if (!Variant.Program->Hip.empty())
      Files["harness_hip"] = kernelPath(Id, ".harness.hip");
  }
  json::Object Verify{
      {"cuda", Variant.Unit ? verifyJson(Variant.VerifyCuda, Id, Data)
                            : noUnit(D, Variant)},
      {"hip", HasHip         ? verifyJson(Variant.VerifyHip, Id, Data)
              : Variant.Unit ? json::Object{{"status", "skipped"},
                                            {"reason",
                                             "no HIP unit (--hip=false)"}}
                             : noUnit(D, Variant)}};
  if (Variant.Program) {
    Verify["harness"] = verifyJson(Variant.VerifyHarness, Id, Data);
    if (!Variant.Program->Hip.empty())
      Verify["harness_hip"] = verifyJson(Variant.VerifyHarnessHip, Id, Data);
  }
  return json::Object{
      {"id", Id},
      {"kernel", D.Name},
      {"language", D.WrittenInHip ? "hip" : "cuda"},
      {"qualified_name", D.QualifiedName},
      {"content_hash", contentHash(Variant.Text)},
      {"project", provenanceJson(Data.Project, ProjectRoot)},
      {"source",
       json::Object{{"file", relativeToRoot(D.Span.File, ProjectRoot)},
                    {"begin_line", D.Span.BeginLine},
                    {"end_line", D.Span.EndLine}}},
      {"parse", parseStateName(D.Parse)},
      {"template", std::move(Template)},
      {"files", std::move(Files)},
      {"launches", std::move(Launches)},
      {"verify", std::move(Verify)},
  };
}

static StringRef templateKindName(TemplateParameter::Kind Kind) {
  switch (Kind) {
  case TemplateParameter::Kind::Type:
    return "type";
  case TemplateParameter::Kind::NonType:
    return "non-type";
  case TemplateParameter::Kind::Template:
    return "template";
  }
  llvm_unreachable("unknown template parameter kind");
}

json::Object metadata(const ExtractedKernel &K, const KernelVariant &Variant,
                      StringRef Id, const Dataset &Data) {
  StringRef ProjectRoot = Data.ProjectRoot;
  const Kernel &D = K.Definition;
  json::Object Meta = manifestEntry(K, Variant, Id, Data);
  Meta["format_version"] = FormatVersion;
  json::Object *Source = Meta.getObject("source");
  (*Source)["begin_column"] = D.Span.BeginColumn;
  (*Source)["end_column"] = D.Span.EndColumn;
  json::Array Params;
  for (const KernelParameter &P : Variant.Parameters)
    Params.push_back(json::Object{{"type", P.Type}, {"name", P.Name}});
  Meta["parameters"] = std::move(Params);
  Meta["instantiation_style"] =
      Variant.Style.empty() ? json::Value(nullptr) : json::Value(Variant.Style);
  json::Array Dropped;
  for (const DroppedInstantiation &Drop : D.Dropped)
    Dropped.push_back(
        json::Object{{"args", argumentsJson(Drop.Arguments, Data)},
                     {"reason", Data.portable(Drop.Reason)}});
  Meta["dropped_instantiations"] = std::move(Dropped);
  if (D.HipReference)
    Meta["hip_reference"] = json::Object{
        {"file", relativeToRoot(D.HipReference->File, ProjectRoot)},
        {"line", D.HipReference->Line}};
  if (Variant.Program)
    Meta["harness"] = harnessJson(*Variant.Program);
  if (Variant.Program && Data.Tasks)
    Meta["task"] = taskJson(K, Variant, Id);
  if (const std::optional<StandaloneUnit> &Unit = Variant.Unit) {
    auto Strings = [](const std::vector<std::string> &List) {
      json::Array Out;
      for (const std::string &S : List)
        Out.push_back(S);
      return Out;
    };
    Meta["standalone"] = Unit->SelfContained;
    json::Array Blockers;
    for (const std::string &Blocker : Unit->Blockers)
      Blockers.push_back(Data.portable(Blocker));
    Meta["standalone_blockers"] = std::move(Blockers);
    json::Object Closure{{"includes", Strings(Unit->Includes)},
                         {"declarations", Strings(Unit->Declarations)},
                         {"macros", Strings(Unit->Macros)}};
    if (!Unit->LibraryDeclarations.empty())
      Closure["library_declarations"] = Strings(Unit->LibraryDeclarations);
    if (!Unit->ExternsDefined.empty())
      Closure["externs_defined"] = Strings(Unit->ExternsDefined);
    if (!Unit->Check.empty())
      Closure["check"] = Unit->Check;
    if (!Unit->Repaired.empty()) {
      json::Array Repaired;
      for (const StandaloneUnit::Repair &Repair : Unit->Repaired)
        Repaired.push_back(json::Object{{"name", Repair.Name},
                                        {"error", Data.portable(Repair.Error)}});
      Closure["repaired"] = std::move(Repaired);
    }
    // The nvcc options the unit compiles with, as its TU did.
    if (!D.NvccDialect.empty())
      Closure["nvcc_options"] = Strings(D.NvccDialect);
    Meta["closure"] = std::move(Closure);
    if (const std::optional<HipUnit> &Hip = Unit->Hip) {
      json::Object HipMeta{{"includes", Strings(Hip->Includes)},
                           {"translations", Strings(Hip->Translations)},
                           {"notes", notesJson(Hip->Notes)}};
      if (!Hip->Unavailable.empty())
        HipMeta["unavailable"] = Strings(Hip->Unavailable);
      Meta["hip"] = std::move(HipMeta);
    }
    if (const std::optional<HipUnit> &Cuda = Unit->CudaTranslation)
      Meta["cuda_translation"] =
          json::Object{{"translations", Strings(Cuda->Translations)},
                       {"notes", notesJson(Cuda->Notes)}};
  }
  json::Array ParseErrors;
  for (const std::string &Error : D.ParseErrors)
    ParseErrors.push_back(Data.portable(Error));
  Meta["parse_errors"] = std::move(ParseErrors);
  json::Array TemplateParams;
  for (const TemplateParameter &P : D.TemplateParameters)
    TemplateParams.push_back(json::Object{{"name", P.Name},
                                          {"kind", templateKindName(P.ParamKind)},
                                          {"text", P.Text}});
  Meta["template_parameters"] = std::move(TemplateParams);
  Meta["translation_unit"] = relativeToRoot(D.TranslationUnit, ProjectRoot);

  const KernelResources &R = Variant.Resources;
  json::Value Bounds = nullptr;
  if (R.MaxThreadsPerBlock)
    Bounds = json::Object{
        {"max_threads_per_block", configJson(*R.MaxThreadsPerBlock)},
        {"min_blocks_per_multiprocessor",
         R.MinBlocksPerMultiprocessor
             ? configJson(*R.MinBlocksPerMultiprocessor)
             : json::Value(nullptr)}};
  Meta["launch_bounds"] = std::move(Bounds);
  json::Array Shared;
  for (const SharedArray &A : R.SharedArrays)
    Shared.push_back(json::Object{{"name", A.Name},
                                  {"type", A.Type},
                                  {"element_type", A.ElementType},
                                  {"extern", A.IsExtern},
                                  {"size", A.IsExtern ? json::Value(nullptr)
                                                      : configJson(A.Size)}});
  Meta["shared_memory"] = json::Object{
      {"static", std::move(Shared)},
      {"dynamic", R.UsesDynamicSharedMemory}};
  Meta["features"] = featuresJson(D, Variant);
  return Meta;
}

static std::string render(const json::Value &Value, bool Pretty) {
  std::string Text;
  raw_string_ostream OS(Text);
  if (Pretty)
    OS << formatv("{0:2}", Value);
  else
    OS << Value;
  OS << "\n";
  return Text;
}

Error writeDataset(const Dataset &Data, OutputWriter &Out) {
  return writeDatasets({&Data}, Out);
}

Error writeDatasets(ArrayRef<const Dataset *> Projects, OutputWriter &Out) {
  // Every row of every project, in manifest order: ids, duplicates and
  // near duplicates are over all of them.
  struct Row {
    const Dataset *Data;
    const ExtractedKernel *Kernel;
    const KernelVariant *Variant;
  };
  std::vector<const ExtractedKernel *> Kernels;
  std::vector<Row> Rows;
  for (const Dataset *Data : Projects)
    for (const ExtractedKernel &K : Data->Kernels) {
      Kernels.push_back(&K);
      for (const KernelVariant &V : K.Definition.Variants)
        Rows.push_back({Data, &K, &V});
    }
  std::vector<std::vector<std::string>> KernelIds = variantIds(Kernels);
  std::vector<StringRef> Ids;
  for (const std::vector<std::string> &ForKernel : KernelIds)
    Ids.insert(Ids.end(), ForKernel.begin(), ForKernel.end());

  std::vector<MinHashSignature> Signatures;
  for (const Row &R : Rows)
    Signatures.push_back(minHashSignature(R.Variant->Text));
  std::vector<std::optional<size_t>> Groups = nearDuplicateGroups(Signatures);
  DuplicateCounts Counts;
  for (size_t I = 0; I < Groups.size(); ++I)
    if (Groups[I]) {
      ++Counts.NearVariants;
      Counts.NearGroups += *Groups[I] == I;
    }
  // An exact copy (same tokens) names the first row with its text.
  std::vector<std::string> Hashes;
  std::vector<std::optional<size_t>> CopyOf(Rows.size());
  StringMap<size_t> FirstWithHash;
  for (size_t I = 0; I < Rows.size(); ++I) {
    Hashes.push_back(contentHash(Rows[I].Variant->Text));
    auto [It, New] = FirstWithHash.try_emplace(Hashes.back(), I);
    if (!New) {
      CopyOf[I] = It->second;
      ++Counts.Copies;
    }
  }

  std::map<const Dataset *, std::string> Manifests;
  std::string Manifest;
  for (size_t I = 0; I < Rows.size(); ++I) {
    const auto &[Data, K, Variant] = Rows[I];
    StringRef Id = Ids[I];
    json::Value Group = nullptr, Copy = nullptr;
    if (Groups[I])
      Group = Ids[*Groups[I]];
    if (CopyOf[I])
      Copy = Ids[*CopyOf[I]];
    if (Error E = Out.write(kernelPath(Id, kernelSuffix(K->Definition)),
                            Variant->Text + "\n"))
      return E;
    if (Variant->Unit)
      if (Error E = Out.write(kernelPath(Id, ".standalone.cu"),
                              Variant->Unit->Text))
        return E;
    if (Variant->Unit && Variant->Unit->Hip)
      if (Error E =
              Out.write(kernelPath(Id, ".hip"), Variant->Unit->Hip->Text))
        return E;
    if (const std::optional<HarnessProgram> &Program = Variant->Program) {
      if (Error E = Out.write(kernelPath(Id, ".harness.cu"),
                              withIdNamed(Program->Cuda, Id)))
        return E;
      if (!Program->Hip.empty())
        if (Error E = Out.write(kernelPath(Id, ".harness.hip"),
                                withIdNamed(Program->Hip, Id)))
          return E;
    }
    json::Object Meta = metadata(*K, *Variant, Id, *Data);
    Meta["near_duplicate_group"] = Group;
    Meta["duplicate_of"] = Copy;
    if (Error E = Out.write(kernelPath(Id, ".json"),
                            render(json::Value(std::move(Meta)), true)))
      return E;
    json::Object Entry = manifestEntry(*K, *Variant, Id, *Data);
    Entry["near_duplicate_group"] = std::move(Group);
    Entry["duplicate_of"] = std::move(Copy);
    Manifest += render(json::Value(std::move(Entry)), /*Pretty=*/false);
  }
  if (Error E = Out.write("manifest.jsonl", Manifest))
    return E;
  unsigned FilesWritten = Out.filesWritten() + 1;
  if (Projects.size() == 1)
    return Out.write("summary.json",
                     render(summary(*Projects.front(), FilesWritten, Counts),
                            /*Pretty=*/true));
  // A merge of several projects: each one's counts, and the whole's.
  json::Array Each;
  unsigned Variants = 0;
  for (const Dataset *Data : Projects) {
    DuplicateCounts None;
    json::Object One = summary(*Data, 0, None);
    for (StringRef Whole : {"files_written", "duplicates", "near_duplicates",
                            "format_version"})
      One.erase(Whole);
    Each.push_back(std::move(One));
    for (const ExtractedKernel &K : Data->Kernels)
      Variants += K.Definition.Variants.size();
  }
  json::Object Whole{{"format_version", FormatVersion},
                     {"projects", std::move(Each)},
                     {"kernels", Kernels.size()},
                     {"variants", Variants},
                     {"duplicates", duplicatesJson(Counts)},
                     {"near_duplicates", nearDuplicatesJson(Counts)},
                     {"files_written", FilesWritten}};
  return Out.write("summary.json",
                   render(json::Value(std::move(Whole)), /*Pretty=*/true));
}

} // namespace kx
