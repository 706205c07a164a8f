//===- NvccDialectTest.cpp - What nvcc defines, tolerates and searches ----===//
//
// Tests the parts of translateCommand that make a parse of an nvcc command
// see what nvcc sees: the macros nvcc and its options define, the clang
// diagnostics nvcc tolerates, and its host compiler's include directories
// and _OPENMP (parseHostCompilerOutput, and the query translation makes).
//
//===----------------------------------------------------------------------===//

#include "Setup/CommandTranslation.h"
#include "Setup/HostCompiler.h"
#include "kernel-extract/Kernel.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

TranslationSettings makeSettings() {
  TranslationSettings Settings;
  Settings.Cuda.Args = {"--cuda-path=/sdk"};
  Settings.ClangResourceDir = "/res";
  return Settings;
}

clang::tooling::CompileCommand makeCommand(std::vector<std::string> Argv) {
  clang::tooling::CompileCommand Command;
  Command.Directory = "/build";
  Command.Filename = "src/k.cu";
  Command.CommandLine = std::move(Argv);
  return Command;
}

ParseCommand
translateNvcc(std::vector<std::string> Flags,
              const TranslationSettings &Settings = makeSettings()) {
  std::vector<std::string> Argv = {"/usr/local/cuda/bin/nvcc"};
  llvm::append_range(Argv, Flags);
  Argv.insert(Argv.end(), {"-c", "src/k.cu"});
  return translateCommand(makeCommand(Argv), Settings);
}

bool has(const std::vector<std::string> &Args, llvm::StringRef Arg) {
  return llvm::is_contained(Args, Arg);
}

TEST(NvccDialect, OptionsThatDefineNvccMacros) {
  // nvcc's host preprocessing gets these -D (nvcc -dryrun shows them).
  const std::vector<std::pair<std::vector<std::string>, std::string>> Cases =
      {{{"-G"}, "-D__CUDACC_DEBUG__"},
       {{"--device-debug"}, "-D__CUDACC_DEBUG__"},
       {{"-ewp"}, "-D__CUDACC_EWP__"},
       {{"--extensible-whole-program"}, "-D__CUDACC_EWP__"},
       {{"-rdc=true"}, "-D__CUDACC_RDC__"},
       {{"-dc"}, "-D__CUDACC_RDC__"},
       {{"--expt-relaxed-constexpr"}, "-D__CUDACC_RELAXED_CONSTEXPR__"},
       {{"--extended-lambda"}, "-D__CUDACC_EXTENDED_LAMBDA__"}};
  for (const auto &[Flags, Macro] : Cases) {
    SCOPED_TRACE(llvm::join(Flags, " "));
    ParseCommand Result = translateNvcc(Flags);
    EXPECT_TRUE(has(Result.Args, Macro));
  }
  EXPECT_FALSE(has(translateNvcc({"-rdc=false"}).Args, "-D__CUDACC_RDC__"));
}

TEST(NvccDialect, StandardNewerThanCxx17) {
  // Units build as C++17 unless the TU's last -std is newer; the dialect
  // then names it as nvcc and hipcc both spell it.
  EXPECT_EQ(translateNvcc({"-std=c++20"}).NvccDialect,
            std::vector<std::string>{"-std=c++20"});
  EXPECT_TRUE(translateNvcc({"-std=c++17"}).NvccDialect.empty());
  EXPECT_TRUE(translateNvcc({"-std=c++14"}).NvccDialect.empty());
  EXPECT_EQ(translateNvcc({"-Xcompiler", "-std=gnu++2a"}).NvccDialect,
            std::vector<std::string>{"-std=c++20"});
  ParseCommand Clang = translateCommand(
      makeCommand({"/usr/bin/clang++", "-x", "cuda", "-std=c++2b", "-std=c++17",
                   "-c", "src/k.cu"}),
      makeSettings());
  EXPECT_TRUE(Clang.NvccDialect.empty());
  Clang = translateCommand(makeCommand({"/usr/bin/clang++", "-x", "cuda",
                                        "-std=gnu++2b", "-c", "src/k.cu"}),
                           makeSettings());
  EXPECT_EQ(Clang.NvccDialect, std::vector<std::string>{"-std=c++23"});
  EXPECT_EQ(unitStandardOption(Clang.NvccDialect), "-std=c++23");
  EXPECT_EQ(unitStandardOption({"--extended-lambda"}), "-std=c++17");
  EXPECT_EQ(nvccUnitOptions({"--extended-lambda", "-std=c++20"}, "sm_90"),
            (std::vector<std::string>{"-std=c++20", "-arch=sm_90",
                                      "--extended-lambda"}));
}

TEST(NvccDialect, MacrosAndToleratedDiagnostics) {
  ParseCommand Result = translateNvcc(
      {"-gencode", "arch=compute_70,code=sm_70", "-gencode",
       "arch=compute_86,code=sm_86"});
  EXPECT_TRUE(has(Result.Args, "-D__CUDA_ARCH_LIST__=700,860"));
  EXPECT_TRUE(has(Result.Args, "-D__NVCC_DIAG_PRAGMA_SUPPORT__=1"));
  EXPECT_TRUE(has(Result.Args, "-D__CUDA_API_VER_MAJOR__=12"));
  EXPECT_TRUE(has(Result.Args, "-Wno-register"));
  EXPECT_TRUE(has(Result.Args, "-Wno-c++11-narrowing"));
  // A clang command is parsed as clang compiled it.
  ParseCommand Clang = translateCommand(
      makeCommand({"/usr/bin/clang++", "-x", "cuda", "-c", "src/k.cu"}),
      makeSettings());
  EXPECT_FALSE(has(Clang.Args, "-Wno-register"));
  EXPECT_EQ(llvm::count_if(Clang.Args,
                           [](llvm::StringRef A) {
                             return A.starts_with("-D__CUDA_ARCH_LIST__");
                           }),
            0);
}

TEST(NvccDialect, HostCompilerDirectoriesAndOpenMP) {
  TranslationSettings Settings = makeSettings();
  Settings.HostCompatDir = "/share/host-compat";
  std::vector<std::pair<std::string, bool>> Asked;
  Settings.QueryHostCompiler = [&](llvm::StringRef Compiler, bool OpenMP) {
    Asked.push_back({Compiler.str(), OpenMP});
    HostCompilerFacts Facts;
    Facts.IncludeDirs = {"/gcc/include", "/usr/include"};
    if (OpenMP)
      Facts.OpenMPVersion = "201511";
    return std::optional<HostCompilerFacts>(Facts);
  };
  ParseCommand Result = translateNvcc(
      {"-ccbin", "/opt/gcc/bin/g++-12", "-Xcompiler", "-fopenmp,-fPIC"},
      Settings);
  ASSERT_EQ(Asked.size(), 1u);
  EXPECT_EQ(Asked[0].first, "/opt/gcc/bin/g++-12");
  EXPECT_TRUE(Asked[0].second);
  EXPECT_TRUE(has(Result.Args, "-D_OPENMP=201511"));
  // After clang's own directories, the stand-ins first.
  auto Compat = llvm::find(Result.Args, "/share/host-compat");
  auto Gcc = llvm::find(Result.Args, "/gcc/include");
  ASSERT_NE(Compat, Result.Args.end());
  ASSERT_NE(Gcc, Result.Args.end());
  EXPECT_EQ(*(Compat - 1), "-idirafter");
  EXPECT_EQ(*(Gcc - 1), "-idirafter");
  EXPECT_LT(Compat, Gcc);
  // Without -ccbin, nvcc's default; without -fopenmp, no _OPENMP.
  Asked.clear();
  ParseCommand Plain = translateNvcc({}, Settings);
  ASSERT_EQ(Asked.size(), 1u);
  EXPECT_EQ(Asked[0].first, "g++");
  EXPECT_FALSE(Asked[0].second);
  EXPECT_FALSE(llvm::any_of(Plain.Args, [](llvm::StringRef A) {
    return A.starts_with("-D_OPENMP");
  }));
}

TEST(HostCompiler, ReadsSearchListAndOpenMPVersion) {
  HostCompilerFacts Facts = parseHostCompilerOutput(
      "ignoring nonexistent directory \"/usr/local/include/x86_64\"\n"
      "#include \"...\" search starts here:\n"
      "#include <...> search starts here:\n"
      " /usr/include/c++/12\n"
      " /usr/include/x86_64-linux-gnu/c++/12\n"
      " /usr/lib/gcc/x86_64-linux-gnu/12/include\n"
      " /usr/local/include\n"
      " /usr/include\n"
      "End of search list.\n"
      "#define __GNUC__ 12\n"
      "#define _OPENMP 201511\n");
  EXPECT_EQ(Facts.IncludeDirs,
            (std::vector<std::string>{"/usr/lib/gcc/x86_64-linux-gnu/12/include",
                                      "/usr/local/include", "/usr/include"}));
  EXPECT_EQ(Facts.OpenMPVersion, "201511");
  EXPECT_TRUE(parseHostCompilerOutput("no list here").IncludeDirs.empty());
}

} // namespace
