//===- DeclOrigin.cpp - Whose code a declaration is -----------------------===//

#include "DeclOrigin.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Path.h"

using namespace clang;

namespace kx {

bool ToolchainDirectories::contains(llvm::StringRef RealPath) const {
  for (const std::string &Root : Roots)
    if (!Root.empty() && RealPath.starts_with(Root) &&
        (RealPath.size() == Root.size() || RealPath[Root.size()] == '/' ||
         Root.back() == '/'))
      return true;
  return false;
}

Origin OriginClassifier::of(SourceLocation Loc) {
  SourceManager &SM = Facts.SM;
  SourceLocation Expansion = SM.getExpansionLoc(Loc);
  if (Expansion.isInvalid() ||
      !SM.getFileEntryRefForID(SM.getFileID(Expansion)))
    return Origin::Builtin;
  llvm::StringRef Path = Facts.realPath(Expansion);
  if (Toolchain.contains(Path))
    return Origin::Toolchain;
  if (!SM.isInSystemHeader(Expansion) && Scope.contains(Path))
    return Origin::Project;
  // A C or C++ library header outside the listed roots.
  if (SM.isInSystemHeader(Expansion) &&
      (Path.starts_with("/usr/include/c++/") ||
       Path.starts_with("/usr/include/x86_64-linux-gnu/") ||
       Path.starts_with("/usr/include/aarch64-linux-gnu/") ||
       llvm::sys::path::parent_path(Path) == "/usr/include"))
    return Origin::Toolchain;
  if (isSystemLibraryHeader(Path))
    return Origin::Toolchain;
  return Origin::ThirdParty;
}

bool isSystemLibraryHeader(llvm::StringRef RealPath) {
  llvm::StringRef Rest = RealPath;
  if (!Rest.consume_front("/usr/include/") &&
      !Rest.consume_front("/usr/local/include/"))
    return false;
  auto [Top, Below] = Rest.split('/');
  // A framework whose few device-side declarations a unit carries, rather
  // than the framework (DESIGN.md, Closure): PyTorch's, wherever the
  // distribution installs it.
  static constexpr llvm::StringLiteral Carried[] = {
      "ATen", "c10", "caffe2", "torch", "THC", "THCUNN"};
  return !Below.empty() && !llvm::is_contained(Carried, Top);
}

} // namespace kx
