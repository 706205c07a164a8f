//===- ArgumentFiles.cpp - @file and nvcc's --options-file ----------------===//

#include "Translator.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

using namespace llvm;

namespace kx {

std::string absolutePath(StringRef Directory, StringRef Path) {
  if (sys::path::is_absolute(Path))
    return std::string(Path);
  SmallString<256> Abs(Directory);
  sys::path::append(Abs, Path);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

namespace {

class ArgumentFileExpander {
public:
  ArgumentFileExpander(StringRef Directory, bool NvccOptionsFiles,
                       ParseCommand &Result)
      : Directory(Directory), NvccOptionsFiles(NvccOptionsFiles),
        Result(Result) {}

  void expand(ArrayRef<std::string> Args, std::vector<std::string> &Out) {
    for (size_t I = 0; I < Args.size(); ++I) {
      StringRef Arg = Args[I];
      std::string Spelling = Args[I];
      std::optional<std::string> File;
      if (Arg.size() > 1 && Arg.front() == '@') {
        File = Arg.drop_front().str();
      } else if (NvccOptionsFiles && Arg.starts_with("-")) {
        StringRef Name = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
        auto [Key, Value] = Name.split('=');
        if (Key == "options-file" || Key == "optf") {
          if (Name.contains('='))
            File = Value.str();
          else if (I + 1 < Args.size()) {
            File = Args[++I];
            Spelling += " " + *File;
          }
        }
      }
      if (!File) {
        Out.push_back(Args[I]);
        continue;
      }
      std::string Path = absolutePath(Directory, *File);
      // A file that includes itself, or nesting past any real build's.
      if (llvm::is_contained(Open, Path) || Open.size() >= 16) {
        Result.UnknownOptions.push_back(Spelling + " (recursive)");
        continue;
      }
      ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
          MemoryBuffer::getFile(Path, /*IsText=*/true);
      if (!Buffer) {
        Result.UnknownOptions.push_back(Spelling + " (cannot read)");
        continue;
      }
      // `--options-file /usr/local/cuda/bin/nvcc` (found by fuzzing): a
      // binary's megabytes are not arguments to read one by one.
      if ((*Buffer)->getBuffer().contains('\0')) {
        Result.UnknownOptions.push_back(Spelling + " (not a text file)");
        continue;
      }
      BumpPtrAllocator Alloc;
      StringSaver Saver(Alloc);
      SmallVector<const char *, 32> Tokens;
      cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
      std::vector<std::string> Contents(Tokens.begin(), Tokens.end());
      Open.push_back(Path);
      expand(Contents, Out);
      Open.pop_back();
    }
  }

private:
  StringRef Directory;
  bool NvccOptionsFiles;
  ParseCommand &Result;
  std::vector<std::string> Open; ///< Files being expanded, outermost first.
};

} // namespace

void expandArgumentFiles(StringRef Directory, bool NvccOptionsFiles,
                         ArrayRef<std::string> Args,
                         std::vector<std::string> &Out, ParseCommand &Result) {
  ArgumentFileExpander(Directory, NvccOptionsFiles, Result).expand(Args, Out);
}

} // namespace kx
