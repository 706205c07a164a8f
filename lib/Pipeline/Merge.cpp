//===- Merge.cpp - Shards of a run, and datasets merged into one ----------===//

#include "Merge.h"
#include "Emit/Manifest.h"
#include "TranslationUnitResult.h"
#include "kernel-extract/Extraction.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/xxhash.h"
#include <fmt/format.h>

using namespace llvm;

namespace kx {

namespace {

/// How the project root is written in MergeInputFile; its K-th parent is
/// `<project-root:K>`, for files beside the root (`../build/x.cu`).
constexpr StringLiteral RootPlaceholder = "<project-root>";
constexpr unsigned RootParents = 8;

std::string parentPlaceholder(unsigned K) {
  return ("<project-root:" + Twine(K) + ">").str();
}

/// The root a merged project's paths hang from: only its name is ever
/// written (summary.json's project_root), and the levels above stand for
/// the root's parents, so paths beside the root keep their `../` form.
std::string mergedRoot(StringRef Name) {
  std::string Root = "/kernel-extract-merge";
  for (unsigned K = RootParents; K > 0; --K)
    Root += "/" + std::to_string(K);
  return Root + "/" + Name.str();
}

/// \p Text with the project root and its parents as placeholders, closest
/// first: a path under the root is not a path under its parent.
std::string withRootPlaceholders(std::string Text, StringRef Root) {
  Text = pathsUnderRootAs(Text, Root, RootPlaceholder);
  StringRef Parent = sys::path::parent_path(Root);
  for (unsigned K = 1; K <= RootParents && Parent.size() > 1; ++K) {
    Text = pathsUnderRootAs(Text, Parent, parentPlaceholder(K));
    Parent = sys::path::parent_path(Parent);
  }
  return Text;
}

/// \p Text with the placeholders of withRootPlaceholders under \p Root.
std::string withRoot(std::string Text, StringRef Root) {
  auto Replace = [&](StringRef From, StringRef To) {
    for (size_t At = 0; (At = Text.find(From.str(), At)) != std::string::npos;
         At += To.size())
      Text.replace(At, From.size(), To.str());
  };
  Replace(RootPlaceholder, Root);
  StringRef Parent = sys::path::parent_path(Root);
  for (unsigned K = 1; K <= RootParents; ++K) {
    Replace(parentPlaceholder(K), Parent);
    Parent = sys::path::parent_path(Parent);
  }
  return Text;
}

json::Value hipJson(const std::optional<HipOptions> &Hip) {
  if (!Hip)
    return nullptr;
  return json::Object{{"major", Hip->Version.Major},
                      {"minor", Hip->Version.Minor},
                      {"ggl", Hip->LaunchGgl}};
}

std::optional<HipOptions> hipFromJson(const json::Object *O) {
  if (!O)
    return std::nullopt;
  HipOptions Hip;
  Hip.Version.Major = O->getInteger("major").value_or(5);
  Hip.Version.Minor = O->getInteger("minor").value_or(2);
  Hip.LaunchGgl = O->getBoolean("ggl").value_or(false);
  return Hip;
}

/// The compile checks of \p Data's units, by unit text.
void takeVerdicts(const Dataset &Data,
                  std::vector<TranslationUnitResult> &Results) {
  StringMap<const KernelVariant *> ByUnit;
  for (const ExtractedKernel &K : Data.Kernels)
    for (const KernelVariant &V : K.Definition.Variants)
      if (V.Unit)
        ByUnit.try_emplace(V.Unit->Text, &V);
  for (TranslationUnitResult &Result : Results)
    for (Kernel &K : Result.Kernels)
      for (KernelVariant &V : K.Variants)
        if (V.Unit)
          if (auto It = ByUnit.find(V.Unit->Text); It != ByUnit.end()) {
            V.VerifyCuda = It->second->VerifyCuda;
            V.VerifyHip = It->second->VerifyHip;
            V.VerifyHarness = It->second->VerifyHarness;
            V.VerifyHarnessHip = It->second->VerifyHarnessHip;
          }
}

std::string readFile(StringRef Path, std::string &Error) {
  auto Buffer = MemoryBuffer::getFile(Path);
  if (!Buffer) {
    Error = Buffer.getError().message();
    return "";
  }
  return (*Buffer)->getBuffer().str();
}

} // namespace

Expected<Shard> parseShard(StringRef Text) {
  auto [IndexText, CountText] = Text.split('/');
  Shard S;
  if (IndexText.getAsInteger(10, S.Index) ||
      CountText.getAsInteger(10, S.Count) || S.Count == 0 || S.Index == 0 ||
      S.Index > S.Count)
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("--shard={}: expected I/N with 1 <= I <= N (the third of "
                    "four shards is 3/4)",
                    Text.str()));
  return S;
}

bool inShard(StringRef File, StringRef Root, const Shard &S) {
  std::string Relative = relativeToRoot(File, Root);
  return xxh3_64bits(Relative) % S.Count == S.Index - 1;
}

std::string mergeInput(ArrayRef<const ProjectResults *> Projects) {
  json::Array Out;
  std::vector<std::pair<std::string, std::vector<PathPlaceholder>>> Roots;
  for (const ProjectResults *P : Projects) {
    const Dataset &Data = P->Data;
    std::vector<TranslationUnitResult> Results = P->Results;
    // In file order, as a run lists them: shards merged in any order give
    // the same file.
    llvm::stable_sort(Results, [](const TranslationUnitResult &A,
                                  const TranslationUnitResult &B) {
      return A.Report.File < B.Report.File;
    });
    takeVerdicts(Data, Results);
    json::Array Units;
    for (const TranslationUnitResult &R : Results)
      Units.push_back(toJSON(R));
    json::Object Project{
        {"name", Data.Project.Name},
        {"commit", Data.Project.Commit ? json::Value(*Data.Project.Commit)
                                       : json::Value(nullptr)},
        {"remote", Data.Project.Remote ? json::Value(*Data.Project.Remote)
                                       : json::Value(nullptr)},
        // Relative: a license at the checkout's top is above the root.
        {"license_file",
         Data.Project.LicenseFile
             ? json::Value(relativeToRoot(*Data.Project.LicenseFile,
                                          Data.ProjectRoot))
             : json::Value(nullptr)},
        {"spdx", Data.Project.Spdx ? json::Value(*Data.Project.Spdx)
                                   : json::Value(nullptr)}};
    std::string Text = formatv(
        "{0}",
        json::Value(json::Object{
            {"project_root", sys::path::filename(Data.ProjectRoot)},
            {"project", std::move(Project)},
            {"cuda_headers",
             json::Object{{"kind", Data.CudaHeadersKind},
                          {"version", Data.CudaVersion},
                          {"description", Data.CudaHeadersDescription}}},
            {"hip", hipJson(Data.Hip)},
            {"tasks", Data.Tasks},
            {"translation_units", std::move(Units)}}));
    // No path of this machine: the toolchain's and the root's (with its
    // parents) as placeholders.
    for (const PathPlaceholder &Toolchain : Data.PathPlaceholders)
      Text = pathsUnderRootAs(Text, Toolchain.Root, Toolchain.Name);
    Text = withRootPlaceholders(std::move(Text), Data.ProjectRoot);
    Out.push_back(cantFail(json::parse(Text)));
  }
  return formatv("{0}\n", json::Value(json::Object{
                              {"format_version", FormatVersion},
                              {"projects", std::move(Out)}}))
      .str();
}

Expected<std::vector<ProjectResults>>
readAndCombine(ArrayRef<std::string> Dirs) {
  auto Fail = [](const Twine &Message) {
    return createStringError(inconvertibleErrorCode(), Message);
  };
  struct Group {
    std::string Identity; ///< Root name and provenance, as JSON.
    std::string Inputs;   ///< The first input, for messages.
    ProjectResults Project;
    std::string CudaHeaders, Hip;
  };
  std::vector<Group> Groups;
  for (const std::string &Dir : Dirs) {
    SmallString<256> Path(Dir);
    sys::path::append(Path, MergeInputFile);
    std::string Error;
    std::string Text = readFile(Path, Error);
    if (!Error.empty())
      return Fail(fmt::format("{}: not a kernel-extract dataset ({}: {})",
                              Dir, MergeInputFile.str(), Error));
    Expected<json::Value> Parsed = json::parse(Text);
    const json::Object *Top = Parsed ? Parsed->getAsObject() : nullptr;
    if (!Parsed)
      consumeError(Parsed.takeError());
    const json::Array *Projects = Top ? Top->getArray("projects") : nullptr;
    if (!Projects || Top->getInteger("format_version") != FormatVersion)
      return Fail(fmt::format("{}/{}: not a merge input of format version {}",
                              Dir, MergeInputFile.str(), FormatVersion));
    for (const json::Value &Entry : *Projects) {
      const json::Object *P = Entry.getAsObject();
      std::optional<StringRef> RootName =
          P ? P->getString("project_root") : std::nullopt;
      if (!RootName)
        return Fail(fmt::format("{}/{}: a project without project_root", Dir,
                                MergeInputFile.str()));
      // Paths come back under a root of the merge's own.
      std::string Root = mergedRoot(*RootName);
      json::Value Project =
          cantFail(json::parse(withRoot(formatv("{0}", Entry).str(), Root)));
      const json::Object &O = *Project.getAsObject();
      std::string Identity =
          formatv("{0}", json::Value(json::Array{
                             *RootName, *O.get("project")}))
              .str();
      auto It = llvm::find_if(
          Groups, [&](const Group &G) { return G.Identity == Identity; });
      if (It == Groups.end()) {
        Groups.emplace_back();
        It = std::prev(Groups.end());
        It->Identity = Identity;
        It->Inputs = Dir;
        Dataset &Data = It->Project.Data;
        Data.ProjectRoot = Root;
        const json::Object *Provenance = O.getObject("project");
        auto Field = [&](StringRef Name) -> std::optional<std::string> {
          if (std::optional<StringRef> S = Provenance->getString(Name))
            return S->str();
          return std::nullopt;
        };
        Data.Project.Name = Field("name").value_or(RootName->str());
        Data.Project.Commit = Field("commit");
        Data.Project.Remote = Field("remote");
        if (std::optional<std::string> License = Field("license_file")) {
          SmallString<256> Absolute(*License);
          sys::fs::make_absolute(Root, Absolute);
          sys::path::remove_dots(Absolute, /*remove_dot_dot=*/true);
          Data.Project.LicenseFile = std::string(Absolute);
        }
        Data.Project.Spdx = Field("spdx");
        const json::Object *Cuda = O.getObject("cuda_headers");
        Data.CudaHeadersKind = Cuda->getString("kind").value_or("").str();
        Data.CudaVersion = Cuda->getString("version").value_or("").str();
        Data.CudaHeadersDescription =
            Cuda->getString("description").value_or("").str();
        Data.Hip = hipFromJson(O.getObject("hip"));
        Data.Tasks = O.getBoolean("tasks").value_or(false);
        It->CudaHeaders = formatv("{0}", *O.get("cuda_headers")).str();
        It->Hip = formatv("{0}", *O.get("hip")).str();
      } else if (It->CudaHeaders != formatv("{0}", *O.get("cuda_headers")).str() ||
                 It->Hip != formatv("{0}", *O.get("hip")).str()) {
        return Fail(fmt::format("{} and {}: the same project extracted with "
                                "different CUDA headers or HIP options",
                                It->Inputs, Dir));
      }
      std::vector<TranslationUnitResult> Units;
      json::Path::Root Where;
      if (!fromJSON(*O.get("translation_units"), Units, Where))
        return Fail(fmt::format("{}/{}: unreadable translation unit", Dir,
                                MergeInputFile.str()));
      for (TranslationUnitResult &Unit : Units) {
        if (llvm::any_of(It->Project.Results,
                         [&](const TranslationUnitResult &Known) {
                           return Known.Report.File == Unit.Report.File;
                         }))
          return Fail(fmt::format(
              "{}: {} is also in {}: merge the shards of one run, each once",
              Dir, relativeToRoot(Unit.Report.File, Root), It->Inputs));
        It->Project.Results.push_back(std::move(Unit));
      }
    }
  }
  std::vector<ProjectResults> Out;
  for (Group &G : Groups) {
    combineTranslationUnits(G.Project.Results, G.Project.Data);
    Out.push_back(std::move(G.Project));
  }
  return Out;
}

} // namespace kx
