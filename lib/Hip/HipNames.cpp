//===- HipNames.cpp - Lookups in the CUDA→HIP table -----------------------===//

#include "HipTranslation.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringExtras.h"
#include <fmt/format.h>

namespace kx {

namespace {

struct NameEntry {
  llvm::StringRef Hip;
  llvm::StringRef Older; ///< Spelling before OlderUntil, if any.
  HipVersion OlderUntil;
};

const llvm::StringMap<NameEntry> &names() {
  static const llvm::StringMap<NameEntry> Table = [] {
    llvm::StringMap<NameEntry> Map;
#define CUDA_HIP_NAME(C, H) Map[#C].Hip = #H;
#define CUDA_HIP_NAME_BEFORE(C, H, Major, Minor)                               \
  Map[#C].Older = #H;                                                          \
  Map[#C].OlderUntil = {Major, Minor};
#include "CudaToHip.def"
    return Map;
  }();
  return Table;
}

struct MissingEntry {
  llvm::StringRef Scope;
  HipVersion Since; ///< {0, 0}: no HIP has it.
  llvm::StringRef Why;
};

const llvm::StringMap<std::vector<MissingEntry>> &unsupported() {
  static const llvm::StringMap<std::vector<MissingEntry>> Table = [] {
    llvm::StringMap<std::vector<MissingEntry>> Map;
#define CUDA_NO_HIP(S, C, Major, Minor, Why)                                   \
  Map[#C].push_back({#S, {Major, Minor}, Why});
#include "CudaToHip.def"
    return Map;
  }();
  return Table;
}

} // namespace

llvm::Expected<HipVersion> parseHipVersion(llvm::StringRef Text) {
  auto [MajorText, MinorText] = Text.split('.');
  HipVersion Version;
  if (MajorText.getAsInteger(10, Version.Major) ||
      MinorText.getAsInteger(10, Version.Minor) || !Version.atLeast(5, 2))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        fmt::format("--hip-version: expected MAJOR.MINOR, 5.2 or newer; got "
                    "'{}'",
                    Text.str()));
  return Version;
}

std::optional<std::string> hipInclude(llvm::StringRef Spelled,
                                      const HipVersion &Version) {
  if (Spelled.size() < 2)
    return std::nullopt;
  char Open = Spelled.front(), Close = Spelled.back();
  llvm::StringRef Path = Spelled.drop_front().drop_back();
  auto Spell = [&](llvm::StringRef Hip) -> std::string {
    if (Hip.empty())
      return "";
    return Open + Hip.str() + Close;
  };
  if (Path == "math_constants.h")
    return Spell(Version.atLeast(5, 3) ? "hip/hip_math_constants.h" : "");
  if (Path == "cuda_bf16.h" || Path == "cuda_bf16.hpp")
    if (!Version.atLeast(6, 0))
      return Spell("hip/hip_bfloat16.h");
#define CUDA_HIP_HEADER(Cuda, Hip)                                             \
  if (llvm::StringRef(Cuda).ends_with("/")) {                                  \
    if (Path.starts_with(Cuda)) {                                              \
      std::string Mapped = (Hip + Path.drop_front(sizeof(Cuda) - 1)).str();    \
      if (llvm::StringRef(Mapped).ends_with(".cuh"))                           \
        Mapped.replace(Mapped.size() - 4, 4, ".hpp");                          \
      return Spell(Mapped);                                                    \
    }                                                                          \
  } else if (Path == Cuda) {                                                   \
    return Spell(Hip);                                                         \
  }
#include "CudaToHip.def"
  return std::nullopt;
}

std::optional<llvm::StringRef> hipName(llvm::StringRef CudaName,
                                       const HipVersion &Version) {
  auto It = names().find(CudaName);
  if (It == names().end())
    return std::nullopt;
  const NameEntry &Entry = It->second;
  if (!Entry.Older.empty() &&
      !Version.atLeast(Entry.OlderUntil.Major, Entry.OlderUntil.Minor))
    return Entry.Older;
  return Entry.Hip;
}

std::string translateIdentifiers(llvm::StringRef Text,
                                 const HipVersion &Version) {
  std::string Out;
  size_t I = 0;
  while (I < Text.size()) {
    if (!llvm::isAlpha(Text[I]) && Text[I] != '_') {
      Out += Text[I++];
      continue;
    }
    size_t J = I;
    while (J < Text.size() && (llvm::isAlnum(Text[J]) || Text[J] == '_'))
      ++J;
    llvm::StringRef Word = Text.slice(I, J);
    std::optional<llvm::StringRef> Hip = hipName(Word, Version);
    Out += Hip ? Hip->str() : Word.str();
    I = J;
  }
  return Out;
}

std::optional<std::string> hipLaunchText(const LaunchSite &Site,
                                         const HipOptions &Options) {
  if (Site.Form != "<<<>>>" && Site.Form != "function_pointer")
    return std::nullopt;
  auto Spell = [&](const ConfigValue &Value, llvm::StringRef Default) {
    return Value.Text ? translateIdentifiers(*Value.Text, Options.Version)
                      : Default.str();
  };
  std::string Name = Site.KernelQualifiedName;
  if (Site.TemplateArguments.size() == 1)
    Name += "<" + llvm::join(Site.TemplateArguments.front(), ", ") + ">";
  Name = translateIdentifiers(Name, Options.Version);
  std::vector<std::string> Arguments;
  for (const LaunchArgument &Argument : Site.Arguments)
    Arguments.push_back(translateIdentifiers(Argument.Text, Options.Version));
  if (!Options.LaunchGgl) {
    std::vector<std::string> Config = {Spell(Site.Grid, ""),
                                       Spell(Site.Block, "")};
    if (Site.SharedMemory.Text || Site.Stream.Text)
      Config.push_back(Spell(Site.SharedMemory, "0"));
    if (Site.Stream.Text)
      Config.push_back(Spell(Site.Stream, "0"));
    return fmt::format("{}<<<{}>>>({})", Name, llvm::join(Config, ", "),
                       llvm::join(Arguments, ", "));
  }
  // A template-id with a comma is one macro argument only in parentheses.
  if (llvm::StringRef(Name).contains(','))
    Name = "HIP_KERNEL_NAME(" + Name + ")";
  std::string Call = fmt::format(
      "hipLaunchKernelGGL({}, dim3({}), dim3({}), {}, {}", Name,
      Spell(Site.Grid, "1"), Spell(Site.Block, "1"),
      Spell(Site.SharedMemory, "0"), Spell(Site.Stream, "0"));
  for (const std::string &Argument : Arguments)
    Call += ", " + Argument;
  return Call + ")";
}

std::optional<std::string> missingInHip(llvm::StringRef Scope,
                                        llvm::StringRef CudaName,
                                        const HipVersion &Version) {
  for (llvm::StringRef Key : {CudaName, llvm::StringRef("*")}) {
    auto It = unsupported().find(Key);
    if (It == unsupported().end())
      continue;
    for (const MissingEntry &Entry : It->second) {
      if (!Entry.Scope.empty() && Entry.Scope != Scope)
        continue;
      if (Entry.Since.Major &&
          Version.atLeast(Entry.Since.Major, Entry.Since.Minor))
        return std::nullopt;
      std::string Name =
          Entry.Scope.empty() ? CudaName.str()
                              : (Entry.Scope + "::" + CudaName).str();
      return fmt::format("{}: {}", Name, Entry.Why.str());
    }
  }
  return std::nullopt;
}

} // namespace kx
