//===- HipTranslationTest.cpp - HIP commands and newer nvcc forms ---------===//
//
// Tests kx::translateCommand on HIP compile commands (hipcc, amdclang++,
// clang -x hip, .hip files: one device-side HIP parse for one AMD GPU, with
// ROCm headers and no CUDA ones), on the nvcc forms that need more than a
// name lookup (response and options files, dependency options, -Werror
// kinds, quoted -Xcompiler lists, architectures with feature suffixes, macros
// nvcc defines, options forwarded to the host compiler), and kx::findRocmPath.
// One test parses real HIP code when a ROCm install is found.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/CommandTranslation.h"
#include "kernel-extract/Toolchain.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/raw_ostream.h"
#include "gtest/gtest.h"
#include <cstdlib>

using namespace kx;
using llvm::StringRef;

namespace {

constexpr const char *Nvcc = "/usr/local/cuda/bin/nvcc";

TranslationSettings makeSettings() {
  TranslationSettings Settings;
  Settings.Cuda.Args = {"--cuda-path=/sdk", "-nocudainc"};
  Settings.ClangResourceDir = "/res";
  Settings.RocmPath = "/rocm";
  return Settings;
}

clang::tooling::CompileCommand makeCommand(std::vector<std::string> Argv,
                                           std::string File,
                                           std::string Directory = "/build") {
  clang::tooling::CompileCommand Command;
  Command.Directory = std::move(Directory);
  Command.Filename = std::move(File);
  Command.CommandLine = std::move(Argv);
  return Command;
}

ParseCommand translate(std::vector<std::string> Argv, std::string File,
                       const TranslationSettings &Settings = makeSettings()) {
  return translateCommand(makeCommand(std::move(Argv), std::move(File)),
                          Settings);
}

/// `nvcc <Flags> -c src/k.cu` run in \p Directory.
ParseCommand
translateNvcc(std::vector<std::string> Flags, std::string Directory = "/build",
              const TranslationSettings &Settings = makeSettings()) {
  std::vector<std::string> Argv = {Nvcc};
  llvm::append_range(Argv, Flags);
  Argv.insert(Argv.end(), {"-c", "src/k.cu"});
  return translateCommand(
      makeCommand(std::move(Argv), "src/k.cu", std::move(Directory)),
      Settings);
}

bool has(const std::vector<std::string> &Args, StringRef Arg) {
  return llvm::is_contained(Args, Arg);
}

bool hasPair(const std::vector<std::string> &Args, StringRef Flag,
             StringRef Value) {
  for (size_t I = 0; I + 1 < Args.size(); ++I)
    if (Args[I] == Flag && Args[I + 1] == Value)
      return true;
  return false;
}

size_t countPrefix(const std::vector<std::string> &Args, StringRef Prefix) {
  return llvm::count_if(Args,
                        [&](StringRef Arg) { return Arg.starts_with(Prefix); });
}

/// A fresh directory, removed with everything in it at the end of the test.
class TempDir {
public:
  TempDir() {
    llvm::SmallString<128> Dir;
    EXPECT_FALSE(llvm::sys::fs::createUniqueDirectory("kx-hip-test", Dir));
    Path = std::string(Dir);
  }
  ~TempDir() { llvm::sys::fs::remove_directories(Path); }

  /// Writes \p Contents to \p Name under the directory; returns its path.
  std::string write(StringRef Name, StringRef Contents) {
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

//===----------------------------------------------------------------------===//
// HIP commands
//===----------------------------------------------------------------------===//

TEST(HipTranslation, HipccOnHipFileIsOneDeviceSideHipParse) {
  ParseCommand Result =
      translate({"/opt/rocm/bin/hipcc", "--offload-arch=gfx942", "-fPIC",
                 "-O3", "-c", "k.hip", "-o", "k.o"},
                "k.hip");
  EXPECT_EQ(Result.Compiler, CompilerKind::Hipcc);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Language, SourceLanguage::Hip);
  EXPECT_EQ(Result.GpuArch, "gfx942");
  EXPECT_TRUE(hasPair(Result.Args, "-x", "hip"));
  for (const char *Expected :
       {"-fsyntax-only", "--offload-device-only", "--offload-arch=gfx942",
        "-nogpulib", "-Wno-unused-command-line-argument", "-resource-dir=/res",
        "--rocm-path=/rocm"})
    EXPECT_TRUE(has(Result.Args, Expected)) << Expected;
  EXPECT_EQ(countPrefix(Result.Args, "--offload-arch="), 1u);
  for (const char *Gone : {"-c", "-o", "k.o", "--cuda-device-only"})
    EXPECT_FALSE(has(Result.Args, Gone)) << Gone;
  EXPECT_EQ(Result.Args.front(), "clang++");
  EXPECT_EQ(Result.Args.back(), "/build/k.hip");
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(HipTranslation, CudaHeaderArgumentsStayOffHipParses) {
  ParseCommand Result = translate({"hipcc", "-c", "k.hip"}, "k.hip");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_FALSE(has(Result.Args, "--cuda-path=/sdk"));
  EXPECT_FALSE(has(Result.Args, "-nocudainc"));
  EXPECT_EQ(countPrefix(Result.Args, "--cuda-gpu-arch"), 0u);
}

TEST(HipTranslation, NoArchUsesDefaultHipArch) {
  ParseCommand Result = translate({"hipcc", "-c", "k.hip"}, "k.hip");
  EXPECT_EQ(Result.GpuArch, "gfx90a");
  EXPECT_TRUE(has(Result.Args, "--offload-arch=gfx90a"));

  TranslationSettings Settings = makeSettings();
  Settings.DefaultHipArch = "gfx1100";
  Result = translate({"hipcc", "-c", "k.hip"}, "k.hip", Settings);
  EXPECT_EQ(Result.GpuArch, "gfx1100");
}

TEST(HipTranslation, FirstOfSeveralArchitecturesIsKept) {
  ParseCommand Result = translate({"hipcc", "--offload-arch=gfx1100",
                                   "--offload-arch=gfx90a", "-c", "k.hip"},
                                  "k.hip");
  EXPECT_EQ(Result.GpuArch, "gfx1100");
  EXPECT_EQ(countPrefix(Result.Args, "--offload-arch="), 1u);
  EXPECT_TRUE(has(Result.Args, "--offload-arch=gfx1100"));

  Result = translate({"hipcc", "--offload-arch=gfx908,gfx942", "-c", "k.hip"},
                     "k.hip");
  EXPECT_EQ(Result.GpuArch, "gfx908");
}

TEST(HipTranslation, ArchitectureSpellings) {
  struct Case {
    std::vector<std::string> Flags;
    const char *Arch;
  } Cases[] = {
      {{"--amdgpu-target=gfx906"}, "gfx906"},
      {{"-offload-arch=gfx908"}, "gfx908"},
      {{"--offload-arch", "gfx942"}, "gfx942"},
      {{"--cuda-gpu-arch=gfx90a"}, "gfx90a"},
      {{"--offload-arch=gfx90a:xnack+"}, "gfx90a:xnack+"},
      // Names clang does not know as AMD GPUs: the default.
      {{"--offload-arch=native"}, "gfx90a"},
      {{"--offload-arch=gfx9999"}, "gfx90a"},
  };
  for (const Case &C : Cases) {
    std::vector<std::string> Argv = {"hipcc"};
    llvm::append_range(Argv, C.Flags);
    Argv.insert(Argv.end(), {"-c", "k.hip"});
    ParseCommand Result = translate(Argv, "k.hip");
    SCOPED_TRACE(C.Flags.front());
    EXPECT_EQ(Result.GpuArch, C.Arch);
    EXPECT_EQ(countPrefix(Result.Args, "--offload-arch="), 1u);
    EXPECT_TRUE(Result.UnknownOptions.empty());
  }
}

TEST(HipTranslation, PreprocessorOptionsKeptOutputsDropped) {
  ParseCommand Result = translate(
      {"hipcc", "-Iinclude", "-I", "/abs", "-isystem", "third_party", "-DX=1",
       "-D", "Y", "-UZ", "-include", "pre.h", "-std=c++17", "-MD", "-MF",
       "k.d", "-MT", "k.o", "-mllvm", "-amdgpu-early-inline-all=true",
       "--hip-device-lib-path=/rocm/amdgcn/bitcode", "-Werror", "-c", "k.hip",
       "-o", "k.o", "-Wl,--no-undefined", "-lamdhip64"},
      "k.hip");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_TRUE(hasPair(Result.Args, "-I", "/build/include"));
  EXPECT_TRUE(hasPair(Result.Args, "-I", "/abs"));
  EXPECT_TRUE(hasPair(Result.Args, "-isystem", "/build/third_party"));
  EXPECT_TRUE(has(Result.Args, "-DX=1"));
  EXPECT_TRUE(hasPair(Result.Args, "-D", "Y"));
  EXPECT_TRUE(has(Result.Args, "-UZ"));
  EXPECT_TRUE(hasPair(Result.Args, "-include", "pre.h"));
  EXPECT_TRUE(has(Result.Args, "-std=c++17"));
  for (const char *Gone :
       {"-MD", "-MF", "k.d", "-MT", "k.o", "-mllvm",
        "-amdgpu-early-inline-all=true", "-Werror", "-Wl,--no-undefined",
        "-lamdhip64", "--hip-device-lib-path=/rocm/amdgcn/bitcode"})
    EXPECT_FALSE(has(Result.Args, Gone)) << Gone;
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(HipTranslation, AnotherClangsBuiltinHeadersAreDropped) {
  // hipcc names the builtin headers of the clang it runs.
  ParseCommand Result = translate(
      {"/usr/bin/clang++-15", "-isystem",
       "/usr/lib/llvm-15/lib/clang/15.0.6/include/..", "-isystem",
       "/opt/rocm/llvm/lib/clang/17/include", "-isystem", "/usr/hsa/include",
       "--rocm-path=/usr", "-x", "hip", "-c", "k.cpp"},
      "k.cpp");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(llvm::count(Result.Args, "-isystem"), 1);
  EXPECT_TRUE(hasPair(Result.Args, "-isystem", "/usr/hsa/include"));
}

TEST(HipTranslation, HipccTakesNvccStyleHostOptions) {
  ParseCommand Result =
      translate({"hipcc", "-Xcompiler", "-fPIC,-DFROM_HOST=1", "-c", "k.hip"},
                "k.hip");
  EXPECT_TRUE(has(Result.Args, "-DFROM_HOST=1"));
  EXPECT_FALSE(has(Result.Args, "-Xcompiler"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(HipTranslation, ClangXHipInBothSpellings) {
  for (std::vector<std::string> Language :
       {std::vector<std::string>{"-x", "hip"}, {"-xhip"}}) {
    std::vector<std::string> Argv = {"/usr/bin/clang++-19"};
    llvm::append_range(Argv, Language);
    Argv.insert(Argv.end(), {"--offload-arch=gfx90a", "-c", "k.cpp"});
    ParseCommand Result = translate(Argv, "k.cpp");
    EXPECT_EQ(Result.Compiler, CompilerKind::Clang);
    ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
    EXPECT_EQ(Result.Language, SourceLanguage::Hip);
    EXPECT_EQ(llvm::count(Result.Args, "-x"), 1);
    EXPECT_FALSE(has(Result.Args, "-xhip"));
  }
}

TEST(HipTranslation, HipFileNameMeansHip) {
  ParseCommand Result = translate({"clang++", "-c", "k.hip"}, "k.hip");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Language, SourceLanguage::Hip);
}

TEST(HipTranslation, AmdclangFollowsClangRules) {
  ParseCommand Result = translate(
      {"/opt/rocm/llvm/bin/amdclang++", "-x", "hip", "-c", "k.cpp"}, "k.cpp");
  EXPECT_EQ(Result.Compiler, CompilerKind::Hipcc);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Language, SourceLanguage::Hip);

  // amdclang++ on a .cpp without -x hip compiles host C++.
  Result = translate({"amdclang++", "-c", "host.cpp"}, "host.cpp");
  ASSERT_TRUE(Result.SkipReason);
  EXPECT_TRUE(StringRef(*Result.SkipReason).contains("host"))
      << *Result.SkipReason;
}

TEST(HipTranslation, HipccCompilesCppAsHipButCAsC) {
  ParseCommand Result = translate({"hipcc", "-c", "k.cpp"}, "k.cpp");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Language, SourceLanguage::Hip);
  EXPECT_TRUE(translate({"hipcc", "-c", "util.c"}, "util.c").SkipReason);
}

TEST(HipTranslation, ClangCudaWithOffloadArchIsStillCuda) {
  ParseCommand Result = translate(
      {"clang++", "-x", "cuda", "--offload-arch=sm_86", "-c", "k.cu"}, "k.cu");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Language, SourceLanguage::Cuda);
  EXPECT_EQ(Result.GpuArch, "sm_86");
  EXPECT_TRUE(has(Result.Args, "--cuda-path=/sdk"));
}

TEST(HipTranslation, ClangDriverInternalJobIsSkipped) {
  // Bear records the cc1 jobs that hipcc's clang spawns.
  ParseCommand Result = translate(
      {"/usr/lib/llvm-15/bin/clang", "-cc1", "-triple", "amdgcn-amd-amdhsa",
       "-fcuda-is-device", "-x", "hip", "k.cpp"},
      "k.cpp");
  ASSERT_TRUE(Result.SkipReason);
  EXPECT_TRUE(StringRef(*Result.SkipReason).contains("-cc1"));
}

TEST(HipTranslation, OptionUnknownToClangIsDroppedAndReported) {
  ParseCommand Result = translate(
      {"hipcc", "--frobnicate", "--use_fast_math", "-c", "k.hip"}, "k.hip");
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_TRUE(has(Result.UnknownOptions, "--frobnicate"));
  EXPECT_FALSE(has(Result.Args, "--frobnicate"));
}

TEST(HipTranslation, SeparateValuesStayWithTheirOption) {
  ParseCommand Result =
      translate({"hipcc", "-Xclang", "-fno-validate-pch", "-imacros", "m.h",
                 "-c", "k.hip"},
                "k.hip");
  EXPECT_TRUE(hasPair(Result.Args, "-Xclang", "-fno-validate-pch"));
  EXPECT_TRUE(hasPair(Result.Args, "-imacros", "m.h"));
  EXPECT_FALSE(has(Result.DroppedOptions, "m.h"));
}

TEST(HipTranslation, RocmPathOfTheCommandWhenItExistsHere) {
  TempDir Rocm;
  Rocm.write("include/hip/hip_runtime.h", "");
  ParseCommand Result = translate(
      {"hipcc", "--rocm-path=" + Rocm.Path, "--hip-path=/hip", "-c", "k.hip"},
      "k.hip");
  EXPECT_TRUE(has(Result.Args, "--rocm-path=" + Rocm.Path));
  EXPECT_EQ(countPrefix(Result.Args, "--rocm-path="), 1u);
  EXPECT_TRUE(has(Result.Args, "--hip-path=/hip"));

  // A database from another machine: the ROCm found here.
  Result = translate({"hipcc", "--rocm-path=/elsewhere/rocm", "-c", "k.hip"},
                     "k.hip");
  EXPECT_TRUE(has(Result.Args, "--rocm-path=/rocm"));
  EXPECT_EQ(countPrefix(Result.Args, "--rocm-path="), 1u);

  // None found here either: the command's, for clang to report.
  TranslationSettings NoRocm = makeSettings();
  NoRocm.RocmPath.clear();
  Result = translate({"hipcc", "--rocm-path", "/elsewhere/rocm", "-c", "k.hip"},
                     "k.hip", NoRocm);
  EXPECT_TRUE(has(Result.Args, "--rocm-path=/elsewhere/rocm"));
  Result = translate({"hipcc", "-c", "k.hip"}, "k.hip", NoRocm);
  EXPECT_EQ(countPrefix(Result.Args, "--rocm-path="), 0u);
}

TEST(HipTranslation, FindRocmPathFromEnvironment) {
  TempDir Rocm, Hip, Empty;
  Rocm.write("include/hip/hip_runtime.h", "");
  Hip.write("include/hip/hip_runtime.h", "");
  {
    ScopedEnv A("ROCM_PATH", Rocm.Path), B("HIP_PATH", Hip.Path);
    EXPECT_EQ(findRocmPath(), Rocm.Path);
  }
  {
    // A ROCM_PATH without HIP headers is passed over.
    ScopedEnv A("ROCM_PATH", Empty.Path), B("HIP_PATH", Hip.Path);
    EXPECT_EQ(findRocmPath(), Hip.Path);
  }
}

TEST(HipTranslation, FindRocmPathFromHipccOnPath) {
  TempDir Root;
  std::string Hipcc = Root.write("bin/hipcc", "#!/bin/sh\n");
  llvm::sys::fs::setPermissions(Hipcc, llvm::sys::fs::all_exe |
                                           llvm::sys::fs::owner_all);
  Root.write("include/hip/hip_runtime.h", "");
  ScopedEnv A("ROCM_PATH", std::nullopt), B("HIP_PATH", std::nullopt);
  ScopedEnv C("PATH", Root.Path + "/bin");
  EXPECT_EQ(findRocmPath(), Root.Path);
}

/// Parses \p Code as a .hip file with the arguments a hipcc command
/// translates to, against the ROCm install found on this machine.
TEST(HipTranslation, TranslatedCommandParsesHipKernels) {
  std::string Rocm = findRocmPath();
  std::string ResourceDir = findClangResourceDir();
  if (Rocm.empty() || ResourceDir.empty())
    GTEST_SKIP() << "no ROCm install with HIP headers on this machine";
  TranslationSettings Settings;
  Settings.RocmPath = Rocm;
  Settings.ClangResourceDir = ResourceDir;
  ParseCommand Parse = translate(
      {"hipcc", "--offload-arch=gfx90a", "-DSCALE=2", "-c", "k.hip"}, "k.hip",
      Settings);
  ASSERT_FALSE(Parse.SkipReason) << *Parse.SkipReason;
  // buildASTFromCodeWithArgs adds argv[0], -fsyntax-only and the file.
  std::vector<std::string> Args(Parse.Args.begin() + 1, Parse.Args.end() - 1);
  constexpr const char *Code = R"cpp(
#include <hip/hip_runtime.h>
#ifndef __HIP_DEVICE_COMPILE__
#error "not a device-side parse"
#endif
__global__ void scale(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) x[i] *= SCALE;
}
void run(float *x, int n, hipStream_t s) {
  hipLaunchKernelGGL(scale, dim3((n + 255) / 256), dim3(256), 0, s, x, n);
}
)cpp";
  std::unique_ptr<clang::ASTUnit> AST =
      clang::tooling::buildASTFromCodeWithArgs(Code, Args, "/build/k.hip");
  ASSERT_TRUE(AST);
  EXPECT_FALSE(AST->getDiagnostics().hasErrorOccurred());
  bool FoundKernel = false;
  for (const clang::Decl *D :
       AST->getASTContext().getTranslationUnitDecl()->decls())
    if (const auto *F = llvm::dyn_cast<clang::FunctionDecl>(D))
      if (F->getName() == "scale" && F->hasAttr<clang::CUDAGlobalAttr>())
        FoundKernel = true;
  EXPECT_TRUE(FoundKernel);
}

//===----------------------------------------------------------------------===//
// Response and options files
//===----------------------------------------------------------------------===//

TEST(NvccForms, OptionsFileIsExpandedRelativeToTheDirectory) {
  TempDir Build;
  Build.write("opts.txt", "-DFROM_OPTS=1 \"-DQUOTED=a b\" -I inc\n"
                          "--options-file nested.txt");
  Build.write("nested.txt", "-DNESTED '-DSINGLE=x y'");
  for (std::vector<std::string> Spelling :
       {std::vector<std::string>{"--options-file", "opts.txt"},
        {"-optf", "opts.txt"},
        {"--options-file=opts.txt"}}) {
    SCOPED_TRACE(Spelling.front());
    ParseCommand Result = translateNvcc(Spelling, Build.Path);
    ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
    EXPECT_TRUE(has(Result.Args, "-DFROM_OPTS=1"));
    EXPECT_TRUE(has(Result.Args, "-DQUOTED=a b"));
    EXPECT_TRUE(hasPair(Result.Args, "-I", Build.Path + "/inc"));
    EXPECT_TRUE(has(Result.Args, "-DNESTED"));
    EXPECT_TRUE(has(Result.Args, "-DSINGLE=x y"));
    EXPECT_TRUE(Result.UnknownOptions.empty());
    EXPECT_FALSE(has(Result.Args, "opts.txt"));
  }
}

TEST(NvccForms, ResponseFilesNestAndKeepTheirPlace) {
  TempDir Build;
  Build.write("rsp/args.rsp", "-arch=sm_75 -DFIRST @rsp/more.rsp");
  Build.write("rsp/more.rsp", "-DSECOND");
  ParseCommand Result =
      translateNvcc({"@rsp/args.rsp", "-DTHIRD"}, Build.Path);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.GpuArch, "sm_75");
  auto First = llvm::find(Result.Args, "-DFIRST");
  auto Second = llvm::find(Result.Args, "-DSECOND");
  auto Third = llvm::find(Result.Args, "-DTHIRD");
  ASSERT_NE(Third, Result.Args.end());
  EXPECT_LT(First, Second);
  EXPECT_LT(Second, Third);
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(NvccForms, ResponseFileOfAClangCommand) {
  TempDir Build;
  Build.write("flags.rsp", "-x cuda --cuda-gpu-arch=sm_86 -DFROM_RSP");
  ParseCommand Result = translateCommand(
      makeCommand({"clang++", "@flags.rsp", "-c", "k.cu"}, "k.cu", Build.Path),
      makeSettings());
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.GpuArch, "sm_86");
  EXPECT_TRUE(has(Result.Args, "-DFROM_RSP"));
}

TEST(NvccForms, UnreadableOrRecursiveFilesAreReported) {
  TempDir Build;
  Build.write("self.rsp", "-DBEFORE @self.rsp");
  ParseCommand Result =
      translateNvcc({"@missing.rsp", "--options-file", "gone.txt", "@self.rsp"},
                    Build.Path);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_TRUE(has(Result.UnknownOptions, "@missing.rsp (cannot read)"));
  EXPECT_TRUE(
      has(Result.UnknownOptions, "--options-file gone.txt (cannot read)"));
  EXPECT_TRUE(has(Result.UnknownOptions, "@self.rsp (recursive)"));
  EXPECT_TRUE(has(Result.Args, "-DBEFORE"));
}

TEST(NvccForms, BinaryArgumentFileIsReportedNotRead) {
  TempDir Build;
  static const char Binary[] = "\x7f"
                               "ELF\0\0-DFROM_BINARY";
  Build.write("tool", StringRef(Binary, sizeof(Binary) - 1));
  ParseCommand Result =
      translateNvcc({"--options-file", "tool", "@tool", "-DKEPT"}, Build.Path);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_TRUE(
      has(Result.UnknownOptions, "--options-file tool (not a text file)"));
  EXPECT_TRUE(has(Result.UnknownOptions, "@tool (not a text file)"));
  EXPECT_FALSE(has(Result.Args, "-DFROM_BINARY"));
  EXPECT_TRUE(has(Result.Args, "-DKEPT"));
}

TEST(NvccForms, UnknownOptionInsideAnOptionsFileIsReported) {
  TempDir Build;
  Build.write("opts.txt", "--frobnicate-kernels");
  ParseCommand Result = translateNvcc({"-optf", "opts.txt"}, Build.Path);
  EXPECT_TRUE(has(Result.UnknownOptions, "--frobnicate-kernels"));
}

//===----------------------------------------------------------------------===//
// nvcc options
//===----------------------------------------------------------------------===//

/// Each of these is dropped: the parse is the same as without it, and
/// nothing is reported as unknown.
TEST(NvccForms, OptionsWithoutEffectOnTheParse) {
  const std::vector<std::vector<std::string>> Cases = {
      {"-M"},
      {"-MM"},
      {"-MD"},
      {"-MMD"},
      {"-MP"},
      {"-MF", "k.d"},
      {"-MFk.d"},
      {"-MF=k.d"},
      {"-MT", "k.o"},
      {"--generate-dependencies"},
      {"--generate-nonsystem-dependencies"},
      {"--generate-dependencies-with-compile"},
      {"--generate-nonsystem-dependencies-with-compile"},
      {"--dependency-output", "k.d"},
      {"--dependency-target-name", "k.o"},
      {"--generate-dependency-targets"},
      {"-Werror=cross-execution-space-call"},
      {"--Werror=reorder"},
      {"-Werror", "all-warnings"},
      {"--Werror", "reorder,deprecated-declarations"},
      {"--Werror"},
      {"--keep"},
      {"-keep"},
      {"--keep-dir", "tmp"},
      {"-lineinfo"},
      {"--ptxas-options=-v"},
      {"-Xptxas", "-v"},
      {"-dlto"},
      {"--source-in-ptx"},
      {"--restrict"},
      {"--ftemplate-backtrace-limit", "0"},
      {"--ftemplate-backtrace-limit=0"},
      {"--display-error-number"},
      {"--diag-error=20012"},
      {"--diag-warn", "177"},
      {"--diag-suppress=177,550"},
      {"-diag-suppress", "20012"},
      {"-Xcudafe", "--diag_suppress=esa_on_defaulted_function_ignored"},
      {"-t", "4"},
      {"--threads=0"},
      {"--split-compile", "0"},
      {"--split-compile=4"},
      {"--default-stream", "legacy"},
      {"--allow-unsupported-compiler"},
      {"-Wno-deprecated-gpu-targets"},
      {"-Wreorder"},
  };
  ParseCommand Plain = translateNvcc({});
  for (const std::vector<std::string> &Flags : Cases) {
    SCOPED_TRACE(llvm::join(Flags, " "));
    ParseCommand Result = translateNvcc(Flags);
    ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
    EXPECT_EQ(Result.Args, Plain.Args);
    EXPECT_TRUE(Result.UnknownOptions.empty())
        << llvm::join(Result.UnknownOptions, " ");
    EXPECT_FALSE(Result.DroppedOptions.empty());
  }
}

TEST(NvccForms, BareWerrorDoesNotTakeTheSource) {
  ParseCommand Result = translateCommand(
      makeCommand({Nvcc, "-c", "-Werror", "src/k.cu"}, "src/k.cu"),
      makeSettings());
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_TRUE(has(Result.DroppedOptions, "-Werror"));
  EXPECT_EQ(Result.Args.back(), "/build/src/k.cu");
}

TEST(NvccForms, QuotedCompilerOptionLists) {
  ParseCommand Result = translateNvcc(
      {"--compiler-options=\"'-fPIC'\"", "--compiler-options",
       "'-fPIC','-DQ=1'", "-Xcompiler", "-Wall -Wextra", "-Xcompiler",
       "\"-DA=1 -DB='x y'\""});
  EXPECT_TRUE(has(Result.DroppedOptions, "-Xcompiler -fPIC"));
  EXPECT_TRUE(has(Result.DroppedOptions, "-Xcompiler -Wall"));
  EXPECT_TRUE(has(Result.DroppedOptions, "-Xcompiler -Wextra"));
  EXPECT_TRUE(has(Result.Args, "-DQ=1"));
  EXPECT_TRUE(has(Result.Args, "-DA=1"));
  EXPECT_TRUE(has(Result.Args, "-DB=x y"));
  for (StringRef Arg : Result.Args)
    EXPECT_FALSE(Arg.contains('\'') || Arg.contains('"')) << Arg.str();
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(NvccForms, HostOptionValueInTheNextXcompiler) {
  ParseCommand Result =
      translateNvcc({"-Xcompiler", "-isystem", "-Xcompiler", "/x"});
  EXPECT_TRUE(hasPair(Result.Args, "-isystem", "/x"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(NvccForms, CodeWithoutArch) {
  ParseCommand Result = translateNvcc({"-code=sm_80"});
  EXPECT_EQ(Result.GpuArch, "sm_80");
  EXPECT_TRUE(has(Result.Args, "--cuda-gpu-arch=sm_80"));
}

TEST(NvccForms, ArchitecturesThatNameNoGpu) {
  TranslationSettings Settings = makeSettings();
  Settings.DefaultGpuArch = "sm_75";
  for (const char *Arch : {"-arch=native", "-arch=all", "-arch=all-major"}) {
    SCOPED_TRACE(Arch);
    ParseCommand Result = translateNvcc({Arch}, "/build", Settings);
    EXPECT_EQ(Result.GpuArch, "sm_75");
    EXPECT_TRUE(Result.UnknownOptions.empty());
  }
}

TEST(NvccForms, FeatureSuffixIsKeptWhenClangKnowsIt) {
  EXPECT_EQ(translateNvcc({"--gpu-architecture", "sm_90a"}).GpuArch, "sm_90a");
  EXPECT_EQ(translateNvcc({"-gencode", "arch=compute_90a,code=sm_90a"}).GpuArch,
            "sm_90a");
  EXPECT_EQ(translateNvcc({"-arch=sm_80", "-arch=sm_90a"}).GpuArch, "sm_90a");
  // Unknown to clang 19: the closest architecture it knows.
  EXPECT_EQ(translateNvcc({"-arch=sm_100a"}).GpuArch, "sm_90");
  // The highest number still wins over a suffix.
  EXPECT_EQ(translateNvcc({"-arch=sm_90a", "-arch=sm_86"}).GpuArch, "sm_90a");
}

TEST(NvccForms, LanguageOption) {
  ParseCommand Result = translateCommand(
      makeCommand({Nvcc, "-x", "cu", "-c", "a.cpp"}, "a.cpp"), makeSettings());
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Language, SourceLanguage::Cuda);
  EXPECT_TRUE(translateNvcc({"-x", "c++"}).SkipReason);
}

TEST(NvccForms, PerThreadDefaultStreamDefinesNvccMacro) {
  for (std::vector<std::string> Flags :
       {std::vector<std::string>{"--default-stream", "per-thread"},
        {"-default-stream=per-thread"}}) {
    ParseCommand Result = translateNvcc(Flags);
    EXPECT_TRUE(has(Result.Args, "-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1"));
    EXPECT_FALSE(has(Result.Args, "per-thread"));
    EXPECT_TRUE(Result.UnknownOptions.empty());
  }
}

TEST(NvccForms, ForwardedUnknownOptionsAreNotReported) {
  for (const char *Forward :
       {"--forward-unknown-to-host-compiler", "-forward-unknown-opts"}) {
    SCOPED_TRACE(Forward);
    ParseCommand Result =
        translateNvcc({Forward, "-fPIC", "-march=native", "-pthread"});
    ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
    EXPECT_TRUE(Result.UnknownOptions.empty())
        << llvm::join(Result.UnknownOptions, " ");
    EXPECT_TRUE(has(Result.DroppedOptions, "-fPIC"));
    EXPECT_FALSE(has(Result.Args, "-fPIC"));
  }
  // Without it, nvcc would reject them: reported.
  ParseCommand Result = translateNvcc({"-fPIC"});
  EXPECT_TRUE(has(Result.UnknownOptions, "-fPIC"));
}

} // namespace
