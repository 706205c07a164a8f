//===- RewrittenFiles.cpp - Files the parse reads rewritten ---------------===//

#include "RewrittenFiles.h"
#include "llvm/Support/MemoryBuffer.h"

namespace kx {

/// A rewritten file's text as clang holds it, registered while it lives so
/// that its own text can be written back over it.
class RewrittenBuffers::Buffer : public llvm::MemoryBuffer {
public:
  Buffer(std::string Text, std::string Original, std::string Name,
         std::shared_ptr<RewrittenBuffers> Owner)
      : Text(std::move(Text)), Original(std::move(Original)),
        Name(std::move(Name)), Owner(std::move(Owner)) {
    init(this->Text.data(), this->Text.data() + this->Text.size(),
         /*RequiresNullTerminator=*/true);
    this->Owner->Live.insert(this);
  }
  ~Buffer() override { Owner->Live.erase(this); }

  llvm::StringRef getBufferIdentifier() const override { return Name; }
  BufferKind getBufferKind() const override { return MemoryBuffer_Malloc; }

  void restore() { Text.replace(0, Text.size(), Original); }

private:
  std::string Text, Original, Name;
  std::shared_ptr<RewrittenBuffers> Owner;
};

void RewrittenBuffers::restoreOriginals() {
  for (Buffer *B : Live)
    B->restore();
}

namespace {

/// A file of the overlay: its text, with the status of the file it
/// replaces, sized to the text.
class RewrittenFile : public llvm::vfs::File {
public:
  RewrittenFile(llvm::vfs::Status Status,
                std::unique_ptr<llvm::MemoryBuffer> Buffer,
                std::optional<std::string> Original,
                std::shared_ptr<RewrittenBuffers> Restore)
      : Stat(llvm::vfs::Status::copyWithNewSize(Status,
                                                Buffer->getBufferSize())),
        Buffer(std::move(Buffer)), Original(std::move(Original)),
        Restore(std::move(Restore)) {}

  llvm::ErrorOr<llvm::vfs::Status> status() override { return Stat; }

  llvm::ErrorOr<std::unique_ptr<llvm::MemoryBuffer>>
  getBuffer(const llvm::Twine &Name, int64_t, bool, bool) override {
    if (Restore && Original)
      return std::make_unique<RewrittenBuffers::Buffer>(
          Buffer->getBuffer().str(), *Original, Name.str(), Restore);
    return llvm::MemoryBuffer::getMemBufferCopy(Buffer->getBuffer(),
                                                Name.str());
  }

  std::error_code close() override { return {}; }

private:
  llvm::vfs::Status Stat;
  std::unique_ptr<llvm::MemoryBuffer> Buffer;
  /// The file's own text, where a rewrite of the same length replaced it.
  std::optional<std::string> Original;
  std::shared_ptr<RewrittenBuffers> Restore;
};

class RewritingFileSystem : public llvm::vfs::ProxyFileSystem {
public:
  RewritingFileSystem(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                      std::function<bool(llvm::StringRef)> Wanted,
                      FileRewrite Rewrite,
                      std::shared_ptr<RewrittenBuffers> Restore)
      : ProxyFileSystem(std::move(Base)), Wanted(std::move(Wanted)),
        Rewrite(std::move(Rewrite)), Restore(std::move(Restore)) {}

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
    std::optional<std::string> Original;
    if (Text && Text->size() == (*Buffer)->getBufferSize())
      Original = (*Buffer)->getBuffer().str();
    return std::unique_ptr<llvm::vfs::File>(std::make_unique<RewrittenFile>(
        *Status,
        Text ? llvm::MemoryBuffer::getMemBufferCopy(*Text, Path.str())
             : std::move(*Buffer),
        std::move(Original), Restore));
  }

  /// A rewrite that changes a file's length changes its status too: a
  /// precompiled preamble's reader compares the length it recorded with
  /// the file's, without opening it. (Those that keep the length, which
  /// \c Restore serves, need no reading here.)
  llvm::ErrorOr<llvm::vfs::Status> status(const llvm::Twine &Path) override {
    auto Status = ProxyFileSystem::status(Path);
    if (!Status || Restore || !Status->isRegularFile())
      return Status;
    llvm::SmallString<256> Absolute;
    Path.toVector(Absolute);
    if (getUnderlyingFS().makeAbsolute(Absolute) || !Wanted(Absolute))
      return Status;
    auto File = openFileForRead(Path);
    return File ? (*File)->status() : Status;
  }

private:
  std::function<bool(llvm::StringRef)> Wanted;
  FileRewrite Rewrite;
  std::shared_ptr<RewrittenBuffers> Restore;
};

} // namespace

llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem>
withRewrittenFiles(llvm::IntrusiveRefCntPtr<llvm::vfs::FileSystem> Base,
                   std::function<bool(llvm::StringRef)> Wanted,
                   FileRewrite Rewrite,
                   std::shared_ptr<RewrittenBuffers> Restore) {
  return llvm::makeIntrusiveRefCnt<RewritingFileSystem>(
      std::move(Base), std::move(Wanted), std::move(Rewrite),
      std::move(Restore));
}

} // namespace kx
