//===- CommandTranslationFuzzer.cpp - Fuzz nvcc/hipcc command lines -------===//
//
// The bytes are a command line, one argument per line, optionally followed
// by a NUL and the text of a response file the command can name as
// `@args.rsp` (or nvcc's `--options-file args.rsp`). The first argument
// picks the compiler: nvcc, hipcc, clang++ or a host compiler.
//
//===----------------------------------------------------------------------===//

#include "Setup/CommandTranslation.h"
#include "Support/ScratchFiles.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <optional>

using namespace llvm;

/// Where the response file is written: one directory for the whole run.
static StringRef scratch() {
  static std::optional<kx::ScratchDirectory> Dir = [] {
    auto Created = kx::ScratchDirectory::create("kx-fuzz-command");
    if (!Created) {
      errs() << toString(Created.takeError()) << "\n";
      abort();
    }
    return std::optional<kx::ScratchDirectory>(std::move(*Created));
  }();
  return Dir->path();
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  StringRef Input(reinterpret_cast<const char *>(Data), Size);
  auto [CommandText, Response] = Input.split('\0');

  // Written only when it changes: most inputs keep the previous one, and
  // the write would cost more than the translation.
  static std::string LastResponse = "\x01";
  if (Response != LastResponse) {
    SmallString<256> ResponseFile(scratch());
    sys::path::append(ResponseFile, "args.rsp");
    std::error_code EC;
    raw_fd_ostream OS(ResponseFile, EC);
    OS << Response;
    LastResponse = Response.str();
  }

  SmallVector<StringRef, 16> Lines;
  CommandText.split(Lines, '\n', /*MaxSplit=*/64, /*KeepEmpty=*/false);
  std::vector<std::string> Argv(Lines.begin(), Lines.end());
  if (Argv.empty())
    return 0;
  SmallString<256> Source(scratch());
  sys::path::append(Source, "kernel.cu");
  clang::tooling::CompileCommand Command(scratch(), Source.str(),
                                         std::move(Argv), "kernel.o");
  kx::TranslationSettings Settings;
  (void)kx::translateCommand(Command, Settings);
  return 0;
}
