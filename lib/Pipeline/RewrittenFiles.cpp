//===- RewrittenFiles.cpp - Files the parse reads rewritten ---------------===//

#include "RewrittenFiles.h"
#include "llvm/Support/MemoryBuffer.h"

namespace kx {

namespace {

/// A file of the overlay: its text, with the status of the file it
/// replaces, sized to the text.
class RewrittenFile : public llvm::vfs::File {
public:
  RewrittenFile(llvm::vfs::Status Status,
                std::unique_ptr<llvm::MemoryBuffer> Buffer)
      : Stat(llvm::vfs::Status::copyWithNewSize(Status,
                                                Buffer->getBufferSize())),
        Buffer(std::move(Buffer)) {}

  llvm::ErrorOr<llvm::vfs::Status> status() override { return Stat; }

  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    return llvm::MemoryBuffer::getMemBufferCopy(Buffer->getBuffer(),
                                                Name.str());
  }

  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status Stat;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
};

class RewritingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  RewritingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                      std::function<bool(llvm::StringRef)> Wanted,
                      FileRewrite Rewrite)
      : ProxyFileSystem(std::move(Base)), Wanted(std::move(Wanted)),
        Rewrite(std::move(Rewrite)) {}

  llvm::ErrorOr<std::unique_ptr<llvm::vfs::File>>
  openFileForRead(const llvm::Twine &Path) override {
    auto File = ProxyFileSystem::openFileForRead(Path);
    if (!File)
      return File;
    llvm::SmallString<256> Absolute;
    Path.toVector(Absolute);
    if (getUnderlyingFS().makeAbsolute(Absolute) || !Wanted(Absolute))
      return File;
    auto Status = (*File)->status();
    auto Buffer = (*File)->getBuffer(Path);
    if (!Status || !Buffer)
      return ProxyFileSystem::openFileForRead(Path);
    std::optional<std::string> Text =
        Rewrite(Absolute, (*Buffer)->getBuffer());
    return std::unique_ptr<llvm::vfs::File>(std::make_unique<RewrittenFile>(
        *Status, Text ? llvm::MemoryBuffer::getMemBufferCopy(*Text, Path.str())
                      : std::move(*Buffer)));
  }

private:
  std::function<bool(llvm::StringRef)> Wanted;
  FileRewrite Rewrite;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withRewrittenFiles(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                   std::function<bool(llvm::StringRef)> Wanted,
                   FileRewrite Rewrite) {
  return llvm::makeIntrusiveRefCnt<RewritingFileSystem>(
      std::move(Base), std::move(Wanted), std::move(Rewrite));
}

} // namespace kx
