//===- NvccSpellings.cpp - The project's files as nvcc reads them ---------===//

#include "NvccSpellings.h"
#include "LaunchChevrons.h"
#include "Support/AttributeOrder.h"
#include "Support/InlineAsmSpellings.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/Support/FileSystem.h"

namespace kx {

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withNvccSpellings(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                  std::string ProjectRoot,
                  std::shared_ptr<RewrittenBuffers> Restore,
                  std::vector<IgnoredSpelling> Ignored) {
  return withRewrittenFiles(
      std::move(Base),
      [Root = std::move(ProjectRoot)](llvm::StringRef Path) {
        return Path.consume_front(Root) &&
               (Path.empty() || Path[0] == '/' || Root == "/");
      },
      [Ignored = std::move(Ignored)](
          llvm::StringRef Path,
          llvm::StringRef Text) -> std::optional<std::string> {
        std::optional<std::string> Read;
        for (auto *Respell :
             {&joinLaunchChevrons, &withoutLateAttributes, &respellInlineAsm})
          if (std::optional<std::string> Again =
                  Respell(Read ? llvm::StringRef(*Read) : Text))
            Read = std::move(Again);
        llvm::SmallString<256> Real;
        if (!Ignored.empty() && !llvm::sys::fs::real_path(Path, Real))
          if (std::optional<std::string> Again = withoutSpellings(
                  Real, Read ? llvm::StringRef(*Read) : Text, Ignored))
            Read = std::move(Again);
        return Read;
      },
      std::move(Restore));
}

} // namespace kx
