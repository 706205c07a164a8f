//===- NvccSpellings.cpp - The project's files as nvcc reads them ---------===//

#include "NvccSpellings.h"
#include "LaunchChevrons.h"
#include "Support/InlineAsmEscapes.h"

namespace kx {

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withNvccSpellings(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                  std::string ProjectRoot,
                  std::shared_ptr<RewrittenBuffers> Restore) {
  return withRewrittenFiles(
      std::move(Base),
      [Root = std::move(ProjectRoot)](llvm::StringRef Path) {
        return Path.consume_front(Root) &&
               (Path.empty() || Path[0] == '/' || Root == "/");
      },
      [](llvm::StringRef, llvm::StringRef Text) -> std::optional<std::string> {
        std::optional<std::string> Joined = joinLaunchChevrons(Text);
        std::optional<std::string> Escaped =
            escapeInlineAsmPercents(Joined ? llvm::StringRef(*Joined) : Text);
        return Escaped ? Escaped : Joined;
      },
      std::move(Restore));
}

} // namespace kx
