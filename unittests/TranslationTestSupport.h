//===- TranslationTestSupport.h - Helpers of the command tests -*- C++ -*-===//
//
// What the tests of kx::translateCommand share: database commands, queries
// on argument lists, a scratch directory and an environment variable set
// for one test.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_UNITTESTS_TRANSLATIONTESTSUPPORT_H
#define KERNEL_EXTRACT_UNITTESTS_TRANSLATIONTESTSUPPORT_H

#include "Setup/CommandTranslation.h"
#include "clang/Tooling/CompilationDatabase.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/SmallString.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>
#include <optional>
#include <string>
#include <vector>

namespace kx::test {

inline constexpr const char *Nvcc = "/usr/local/cuda/bin/nvcc";

/// Settings naming a CUDA SDK, clang's resource directory and a ROCm
/// install that need not exist.
inline TranslationSettings settingsWithRocm() {
  TranslationSettings Settings;
  Settings.Cuda.Args = {"--cuda-path=/sdk", "-nocudainc"};
  Settings.ClangResourceDir = "/res";
  Settings.RocmPath = "/rocm";
  return Settings;
}

/// A database command: \p Argv is the whole command line, run in
/// \p Directory on \p File.
inline clang::tooling::CompileCommand
makeCommand(std::vector<std::string> Argv, std::string File = "src/k.cu",
            std::string Directory = "/build") {
  clang::tooling::CompileCommand Command;
  Command.Directory = std::move(Directory);
  Command.Filename = std::move(File);
  Command.CommandLine = std::move(Argv);
  return Command;
}

inline bool has(const std::vector<std::string> &Args, llvm::StringRef Arg) {
  return llvm::is_contained(Args, Arg);
}

/// Whether \p Flag is immediately followed by \p Value in \p Args.
inline bool hasPair(const std::vector<std::string> &Args,
                    llvm::StringRef Flag, llvm::StringRef Value) {
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (Args[I] == Flag && Args[I + 1] == Value)
      return true;
  return false;
}

inline size_t countPrefix(const std::vector<std::string> &Args,
                          llvm::StringRef Prefix) {
  return llvm::count_if(
      Args, [&](llvm::StringRef Arg) { return Arg.starts_with(Prefix); });
}

/// A fresh directory, removed with everything in it at the end of the test.
class TempDir {
public:
  TempDir() {
    llvm::SmallString<128> Dir;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("kx-command-test", Dir));
    Path = std::string(Dir);
  }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }

  /// Writes \p Contents to \p Name under the directory; returns its path.
  std::string write(llvm::StringRef Name, llvm::StringRef Contents) {
    llvm::SmallString<128> File(Path);
    llvm::sys::path::append(File, Name);
    llvm::sys::fs::create_directories(llvm::sys::path::parent_path(File));
    std::error_code EC;
    llvm::raw_fd_ostream Out(File, EC);
    EXPECT_FALSE(EC) << EC.message();
    Out << Contents;
    return std::string(File);
  }

  std::string Path;
};

/// Sets an environment variable for one scope.
class ScopedEnv {
public:
  ScopedEnv(const char *Name, std::optional<std::string> Value) : Name(Name) {
    Old = llvm::sys::Process::GetEnv(Name);
    set(Value);
  }
  ~ScopedEnv() { set(Old); }

private:
  void set(const std::optional<std::string> &Value) {
    if (Value)
      ::setenv(Name, Value->c_str(), 1);
    else
      ::unsetenv(Name);
  }
  const char *Name;
  std::optional<std::string> Old;
};

} // namespace kx::test

#endif
