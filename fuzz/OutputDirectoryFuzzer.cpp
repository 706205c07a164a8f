//===- OutputDirectoryFuzzer.cpp - Fuzz what may be written under -o ------===//
//
// The bytes are relative paths, one per line, that the dataset writer is
// asked to write. Whatever they say, nothing may land outside the output
// directory: the fuzzer aborts if the directory around it changes.
//
//===----------------------------------------------------------------------===//

#include "Support/ScratchFiles.h"
#include "kernel-extract/Output.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/raw_ostream.h"
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>

using namespace llvm;

/// Entries directly in \p Dir, sorted.
static std::vector<std::string> entries(StringRef Dir) {
  std::vector<std::string> Names;
  std::error_code EC;
  for (sys::fs::directory_iterator It(Dir, EC), End; It != End && !EC;
       It.increment(EC))
    Names.push_back(sys::path::filename(It->path()).str());
  llvm::sort(Names);
  return Names;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *Data, size_t Size) {
  // <scratch>/out is the output directory; <scratch> must hold only it.
  static std::optional<kx::ScratchDirectory> Scratch = [] {
    auto Created = kx::ScratchDirectory::create("kx-fuzz-output");
    if (!Created) {
      errs() << toString(Created.takeError()) << "\n";
      abort();
    }
    return std::optional<kx::ScratchDirectory>(std::move(*Created));
  }();
  SmallString<256> Out(Scratch->path());
  sys::path::append(Out, "out");

  StringRef Input(reinterpret_cast<const char *>(Data), Size);
  if (Input.contains('\0'))
    return 0; // Not a path a program can pass.
  SmallVector<StringRef, 8> Paths;
  Input.split(Paths, '\n', /*MaxSplit=*/16, /*KeepEmpty=*/false);
  {
    auto Writer = kx::OutputWriter::open(Out);
    if (!Writer) {
      errs() << toString(Writer.takeError()) << "\n";
      abort(); // The fuzzer's own directory must always open.
    }
    for (StringRef Path : Paths)
      if (Error E = (*Writer)->write(Path, "x"))
        consumeError(std::move(E));
    // Not committed: staged files alone show where writes land, and the
    // directory stays small.
  }
  if (entries(Scratch->path()) != std::vector<std::string>{"out"}) {
    errs() << "a write landed outside the output directory\n";
    abort();
  }
  if (!entries(Out).empty()) {
    errs() << "the staging directory was left behind\n";
    abort();
  }
  return 0;
}
