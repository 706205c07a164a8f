//===- HipCommandTest.cpp - HIP compile commands ---------------------------===//
//
// Tests kx::translateCommand on HIP compile commands (hipcc, amdclang++,
// clang -x hip, .hip files: one device-side HIP parse for one AMD GPU, with
// ROCm headers and no CUDA ones), and kx::findRocmPath. One test parses real
// HIP code when a ROCm install is found.
//
//===----------------------------------------------------------------------===//

#include "Setup/CommandTranslation.h"
#include "TranslationTestSupport.h"
#include "kernel-extract/Toolchain.h"
#include "clang/AST/ASTContext.h"
#include "clang/AST/Attr.h"
#include "clang/AST/Decl.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace kx::test;
using llvm::StringRef;

namespace {

ParseCommand translate(std::vector<std::string> Argv, std::string File,
                       const TranslationSettings &Settings = settingsWithRocm()) {
  return translateCommand(makeCommand(std::move(Argv), std::move(File)),
                          Settings);
}

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

  TranslationSettings Settings = settingsWithRocm();
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
  TranslationSettings NoRocm = settingsWithRocm();
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

} // namespace
