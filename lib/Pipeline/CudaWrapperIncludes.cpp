//===- CudaWrapperIncludes.cpp - The SDK's headers, named by path ---------===//

#include "CudaWrapperIncludes.h"
#include "RewrittenFiles.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/Support/Path.h"

namespace kx {

std::optional<std::string>
pinSdkIncludes(llvm::StringRef Text, llvm::StringRef SdkInclude,
               llvm::function_ref<bool(llvm::StringRef Name)> IsSdkHeader) {
  std::string Out;
  bool Changed = false;
  while (!Text.empty()) {
    auto [Line, Rest] = Text.split('\n');
    bool Newline = Line.size() < Text.size();
    llvm::StringRef Code = Line.ltrim();
    llvm::StringRef Name;
    if (Code.consume_front("#") &&
        (Code = Code.ltrim()).consume_front("include") &&
        (Code = Code.ltrim()).consume_front("\"")) {
      Name = Code.take_until([](char C) { return C == '"'; });
      if (Name.size() == Code.size() || !IsSdkHeader(Name))
        Name = {};
    }
    if (Name.empty()) {
      Out += Line;
    } else {
      llvm::SmallString<256> Path(SdkInclude);
      llvm::sys::path::append(Path, Name);
      Out += (Line.take_front(Line.find('#')) + "#include \"" + Path + "\"")
                 .str();
      Changed = true;
    }
    if (Newline)
      Out += '\n';
    Text = Rest;
  }
  if (!Changed)
    return std::nullopt;
  return Out;
}

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withPinnedSdkIncludes(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                      llvm::ArrayRef<std::string> ParseArgs) {
  std::string ResourceInclude, SdkInclude;
  for (llvm::StringRef Arg : ParseArgs) {
    if (Arg.consume_front("-resource-dir="))
      ResourceInclude = (Arg + "/include").str();
    else if (Arg.consume_front("--cuda-path="))
      SdkInclude = (Arg + "/include").str();
  }
  if (ResourceInclude.empty() || SdkInclude.empty())
    return Base;
  llvm::vfs::FileSystem &Files = *Base;
  return withRewrittenFiles(
      std::move(Base),
      [ResourceInclude](llvm::StringRef Path) {
        return llvm::sys::path::parent_path(Path) == ResourceInclude &&
               llvm::sys::path::filename(Path).starts_with("__clang_cuda_");
      },
      [SdkInclude, &Files](llvm::StringRef,
                           llvm::StringRef Text) -> std::optional<std::string> {
        return pinSdkIncludes(Text, SdkInclude, [&](llvm::StringRef Name) {
          llvm::SmallString<256> Path(SdkInclude);
          llvm::sys::path::append(Path, Name);
          return Files.exists(Path);
        });
      });
}

} // namespace kx
