//===- DatasetPaths.cpp - Paths as the dataset names them, and its counts -===//
//
// No machine path reaches a dataset: files are named from the project
// root, and text that holds paths (errors, commands) has them rewritten
// relative to it, or to a placeholder a merge gave another root.
//
//===----------------------------------------------------------------------===//

#include "Manifest.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace kx {

unsigned Dataset::countTUs(TranslationUnitReport::Status S) const {
  return llvm::count_if(TranslationUnits, [S](const TranslationUnitReport &R) {
    return R.State == S;
  });
}

unsigned Dataset::countVerified(StringRef Status, bool Hip) const {
  unsigned Count = 0;
  for (const ExtractedKernel &K : Kernels)
    for (const KernelVariant &V : K.Definition.Variants)
      if (V.Unit && (!Hip || V.Unit->Hip))
        Count += (Hip ? V.VerifyHip : V.VerifyCuda).Status == Status;
  return Count;
}

unsigned Dataset::launchCount() const {
  unsigned Count = 0;
  for (const ExtractedKernel &K : Kernels)
    Count += K.Launches.size();
  return Count;
}

std::string shownFromRoot(StringRef Path, StringRef Root) {
  if (Root.empty() || Root == "/")
    return Path.str();
  if (Path.starts_with(Root) && Path.size() > Root.size() &&
      Path[Root.size()] == '/')
    return Path.drop_front(Root.size() + 1).str();
  return Path.str();
}

std::string relativeToRoot(StringRef Path, StringRef Root) {
  std::string Shown = shownFromRoot(Path, Root);
  if (Shown != Path || Root == "/" || !Path.starts_with("/") ||
      !Root.starts_with("/"))
    return Shown;
  // Beside the root (`<parent>/build/x.o`, `<parent>/tests/t.cu`): through
  // their common directory, which names nothing of the machine. Paths that
  // share only `/` with the root (/usr/include) stay as they are.
  SmallVector<StringRef, 16> PathParts, RootParts;
  Path.drop_front().split(PathParts, '/', -1, /*KeepEmpty=*/false);
  Root.drop_front().split(RootParts, '/', -1, /*KeepEmpty=*/false);
  size_t Common = 0;
  while (Common < PathParts.size() && Common < RootParts.size() &&
         PathParts[Common] == RootParts[Common])
    ++Common;
  if (Common == 0 || Common == PathParts.size())
    return Path.str();
  std::string Out;
  for (size_t I = Common; I < RootParts.size(); ++I)
    Out += "../";
  return Out + llvm::join(llvm::ArrayRef(PathParts).drop_front(Common), "/");
}

std::string pathsUnderRootAs(StringRef Text, StringRef Root, StringRef Name) {
  if (Root.empty() || Root == "/")
    return Text.str();
  // A path starts the text or follows a separator: `/x/src/proj/a.cu` is
  // not under `/src/proj`; and it ends at the root or goes on below it.
  auto StartsPath = [&](size_t At) {
    if (At == 0)
      return true;
    char Before = Text[At - 1];
    return !isAlnum(Before) && !StringRef("/._-~").contains(Before);
  };
  auto EndsRoot = [&](size_t End) {
    return End == Text.size() || Text[End] == '/' ||
           (!isAlnum(Text[End]) && !StringRef("._-~").contains(Text[End]));
  };
  // Relative to the root: `<root>/a.cu` is written `a.cu`.
  bool Drop = Name.empty();
  std::string Out;
  size_t From = 0;
  for (size_t At; (At = Text.find(Root, From)) != StringRef::npos;) {
    size_t End = At + Root.size();
    if (!StartsPath(At) || !EndsRoot(End) ||
        (Drop && (End == Text.size() || Text[End] != '/'))) {
      Out += Text.slice(From, At + 1);
      From = At + 1;
      continue;
    }
    Out += Text.slice(From, At);
    Out += Name;
    From = Drop ? End + 1 : End;
  }
  return Out + Text.drop_front(From).str();
}

std::string pathsRelativeToRoot(StringRef Text, StringRef Root) {
  return pathsUnderRootAs(Text, Root, "");
}

std::string Dataset::portable(StringRef Text) const {
  std::string Out = pathsRelativeToRoot(Text, ProjectRoot);
  for (const PathPlaceholder &P : PathPlaceholders)
    Out = pathsUnderRootAs(Out, P.Root, P.Name);
  return Out;
}

} // namespace kx
