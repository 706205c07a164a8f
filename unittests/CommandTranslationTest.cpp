//===- CommandTranslationTest.cpp - Database command to clang parse -------===//
//
// Tests kx::translateCommand: how nvcc, clang, host-compiler and hipcc
// commands of a compilation database become one device-side clang parse (GPU
// architecture, kept and dropped options, the arguments every parse gets),
// and the architecture helpers parseGpuArchNumber and clampGpuArch.
//
//===----------------------------------------------------------------------===//

#include "Setup/CommandTranslation.h"
#include "TranslationTestSupport.h"
#include "llvm/ADT/STLExtras.h"
#include "gtest/gtest.h"
#include <algorithm>

using namespace kx;
using namespace kx::test;

namespace {

TranslationSettings makeSettings() {
  TranslationSettings Settings;
  Settings.Cuda.Args = {"--cuda-path=/sdk"};
  Settings.ClangResourceDir = "/res";
  return Settings;
}

/// `nvcc <Flags> -c src/k.cu`.
ParseCommand
translateNvcc(std::vector<std::string> Flags,
              const TranslationSettings &Settings = makeSettings()) {
  std::vector<std::string> Argv = {Nvcc};
  llvm::append_range(Argv, Flags);
  Argv.insert(Argv.end(), {"-c", "src/k.cu"});
  return translateCommand(makeCommand(Argv), Settings);
}

TEST(CommandTranslation, NvccArchBecomesCudaGpuArch) {
  ParseCommand Result = translateNvcc({"-arch=sm_70"});
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.GpuArch, "sm_70");
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_70"));
  EXPECT_EQ(countPrefix(Result.Args, "--cuda-gpu-arch="), 1u);
  EXPECT_FALSE(llvm::is_contained(Result.Args, "-arch=sm_70"));
}

TEST(CommandTranslation, GencodeWithSeparateValue) {
  ParseCommand Result =
      translateNvcc({"-gencode", "arch=compute_80,code=sm_80"});
  EXPECT_EQ(Result.GpuArch, "sm_80");
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_80"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, GencodeWithEqualsAndCodeList) {
  ParseCommand Result =
      translateNvcc({"-gencode=arch=compute_86,code=[sm_86,compute_86]"});
  EXPECT_EQ(Result.GpuArch, "sm_86");
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_86"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, HighestGencodeArchWins) {
  ParseCommand Result = translateNvcc(
      {"-gencode=arch=compute_86,code=[sm_86,compute_86]", "-gencode",
       "arch=compute_80,code=sm_80", "-gencode", "arch=compute_70,code=sm_70"});
  EXPECT_EQ(Result.GpuArch, "sm_86");
  EXPECT_EQ(countPrefix(Result.Args, "--cuda-gpu-arch="), 1u);
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_86"));
}

TEST(CommandTranslation, NoArchUsesDefaultGpuArch) {
  TranslationSettings Settings = makeSettings();
  Settings.DefaultGpuArch = "sm_75";
  ParseCommand Result = translateNvcc({"-O2"}, Settings);
  EXPECT_EQ(Result.GpuArch, "sm_75");
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_75"));
}

TEST(CommandTranslation, ArchUnknownToClangIsClamped) {
  ParseCommand Result = translateNvcc({"-arch=sm_120"});
  EXPECT_EQ(Result.GpuArch, "sm_90");
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_90"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_120"));
}

TEST(CommandTranslation, XcompilerKeepsOnlyPreprocessorOptions) {
  ParseCommand Result = translateNvcc({"-Xcompiler", "-fPIC,-Wall,-DFOO=1"});
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-DFOO=1"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "-fPIC"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "-Wall"));
  EXPECT_TRUE(llvm::is_contained(Result.DroppedOptions, "-Xcompiler -fPIC"));
  EXPECT_TRUE(llvm::is_contained(Result.DroppedOptions, "-Xcompiler -Wall"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, XcompilerEqualsWithSeparateIsystemValue) {
  ParseCommand Result = translateNvcc({"-Xcompiler=-isystem,/x"});
  EXPECT_TRUE(hasPair(Result.Args, "-isystem", "/x"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
  for (llvm::StringRef Dropped : Result.DroppedOptions)
    EXPECT_FALSE(Dropped.starts_with("-Xcompiler")) << Dropped.str();
}

TEST(CommandTranslation, IncludePathsBecomeAbsolute) {
  ParseCommand Result =
      translateNvcc({"-I", "include", "-Ithird_party/cub", "-I/abs/inc"});
  EXPECT_TRUE(hasPair(Result.Args, "-I", "/build/include"));
  EXPECT_TRUE(hasPair(Result.Args, "-I", "/build/third_party/cub"));
  EXPECT_TRUE(hasPair(Result.Args, "-I", "/abs/inc"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "include"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, DefineAndUndefineAreKept) {
  ParseCommand Result =
      translateNvcc({"-DNAME", "-D", "OTHER=1", "-U", "X", "-UY"});
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-DNAME"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-DOTHER=1"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-UX"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-UY"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, IsystemAndIncludeAreKept) {
  ParseCommand Result = translateNvcc(
      {"-isystem", "ext", "-isystem/opt/sys", "-include", "/abs/pre.h"});
  EXPECT_TRUE(hasPair(Result.Args, "-isystem", "/build/ext"));
  EXPECT_TRUE(hasPair(Result.Args, "-isystem", "/opt/sys"));
  EXPECT_TRUE(hasPair(Result.Args, "-include", "/abs/pre.h"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, StdWithEquals) {
  ParseCommand Result = translateNvcc({"-std=c++17"});
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-std=c++17"));
}

TEST(CommandTranslation, StdWithSeparateValue) {
  ParseCommand Result = translateNvcc({"--std", "c++14"});
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-std=c++14"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "c++14"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, ExperimentalFeaturesDefineNvccMacros) {
  ParseCommand Result =
      translateNvcc({"--expt-relaxed-constexpr", "--expt-extended-lambda"});
  EXPECT_TRUE(
      llvm::is_contained(Result.Args, "-D__CUDACC_RELAXED_CONSTEXPR__"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-D__CUDACC_EXTENDED_LAMBDA__"));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

/// The position of \p Arg in \p Args, or Args.size().
size_t indexOf(const std::vector<std::string> &Args, llvm::StringRef Arg) {
  return llvm::find(Args, Arg) - Args.begin();
}

TEST(CommandTranslation, NvccPredefinesNvccAndItsVersion) {
  TranslationSettings Settings = makeSettings();
  Settings.Cuda.Version = "13.0";
  Settings.Cuda.NvccBuild = 88;
  ParseCommand Result = translateNvcc({"-U__NVCC__", "-DLATER"}, Settings);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  const std::vector<std::string> &Args = Result.Args;
  EXPECT_TRUE(llvm::is_contained(Args, "-D__NVCC__=1"));
  EXPECT_TRUE(llvm::is_contained(Args, "-D__CUDACC_VER_MAJOR__=13"));
  EXPECT_TRUE(llvm::is_contained(Args, "-D__CUDACC_VER_MINOR__=0"));
  EXPECT_TRUE(llvm::is_contained(Args, "-D__CUDACC_VER_BUILD__=88"));
  EXPECT_EQ(countPrefix(Args, "-D__NVCC__"), 1u);
  EXPECT_EQ(countPrefix(Args, "-D__CUDACC_VER_"), 3u);
  // After the headers' arguments, before the command's own flags: a -U or
  // -D in the command has the last word, as with nvcc.
  EXPECT_LT(indexOf(Args, "--cuda-path=/sdk"), indexOf(Args, "-D__NVCC__=1"));
  EXPECT_LT(indexOf(Args, "-D__CUDACC_VER_BUILD__=88"),
            indexOf(Args, "-U__NVCC__"));
  EXPECT_LT(indexOf(Args, "-U__NVCC__"), indexOf(Args, "-DLATER"));
}

TEST(CommandTranslation, NvccVersionOfBundledHeaders) {
  // The bundled headers model CUDA 12.4 and know no nvcc build.
  TranslationSettings Settings = makeSettings();
  Settings.Cuda.Source = CudaHeaders::Kind::Bundled;
  Settings.Cuda.Version = "12.4";
  ParseCommand Result = translateNvcc({"-arch=sm_75"}, Settings);
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-D__NVCC__=1"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-D__CUDACC_VER_MAJOR__=12"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-D__CUDACC_VER_MINOR__=4"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-D__CUDACC_VER_BUILD__=0"));
}

TEST(CommandTranslation, NvccVersionUnknownIsNewestKnownToClang) {
  TranslationSettings Settings = makeSettings();
  Settings.Cuda.NvccBuild = 88; // Without a version it means nothing.
  ParseCommand Result = translateNvcc({}, Settings);
  auto [Major, Minor] = newestCudaVersionKnownToClang().split('.');
  EXPECT_TRUE(llvm::is_contained(Result.Args,
                                 ("-D__CUDACC_VER_MAJOR__=" + Major).str()));
  EXPECT_TRUE(llvm::is_contained(Result.Args,
                                 ("-D__CUDACC_VER_MINOR__=" + Minor).str()));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-D__CUDACC_VER_BUILD__=0"));
}

TEST(CommandTranslation, ClangAndHipccCommandsGetNoNvccMacros) {
  TranslationSettings Settings = makeSettings();
  Settings.Cuda.Version = "13.0";
  Settings.Cuda.NvccBuild = 88;
  for (const clang::tooling::CompileCommand &Command :
       {makeCommand({"/usr/bin/clang++", "-x", "cuda", "-c", "src/k.cu"}),
        makeCommand({"/usr/bin/clang++-19", "-c", "src/k.cu"}),
        makeCommand({"/opt/rocm/bin/hipcc", "-c", "k.hip"}, "k.hip"),
        makeCommand({"/opt/rocm/bin/hipcc", "-c", "src/k.cu"})}) {
    ParseCommand Result = translateCommand(Command, Settings);
    ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
    EXPECT_EQ(countPrefix(Result.Args, "-D__NVCC__"), 0u)
        << Command.CommandLine.front();
    EXPECT_EQ(countPrefix(Result.Args, "-D__CUDACC_VER_"), 0u)
        << Command.CommandLine.front();
  }
}

TEST(CommandTranslation, UseFastMathBecomesApproxTranscendentals) {
  ParseCommand Result = translateNvcc({"--use_fast_math"});
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-fgpu-approx-transcendentals"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "--use_fast_math"));
}

TEST(CommandTranslation, RelocatableDeviceCodeBecomesGpuRdc) {
  EXPECT_TRUE(
      llvm::is_contained(translateNvcc({"-rdc=true"}).Args, "-fgpu-rdc"));
  EXPECT_TRUE(llvm::is_contained(translateNvcc({"-dc"}).Args, "-fgpu-rdc"));
  EXPECT_FALSE(
      llvm::is_contained(translateNvcc({"-rdc=false"}).Args, "-fgpu-rdc"));
}

TEST(CommandTranslation, OutputOptimizationAndDependencyOptionsAreDropped) {
  ParseCommand Result =
      translateNvcc({"-o", "x.o", "-O3", "-MD", "-MF", "x.d"});
  for (const char *Gone : {"-c", "-o", "x.o", "-O3", "-MD", "-MF", "x.d"})
    EXPECT_FALSE(llvm::is_contained(Result.Args, Gone));
  EXPECT_TRUE(Result.UnknownOptions.empty());
}

TEST(CommandTranslation, UnknownOptionIsReported) {
  ParseCommand Result = translateNvcc({"--frobnicate-kernels"});
  EXPECT_TRUE(
      llvm::is_contained(Result.UnknownOptions, "--frobnicate-kernels"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "--frobnicate-kernels"));
  EXPECT_FALSE(Result.SkipReason);
}

TEST(CommandTranslation, EveryParseIsDeviceOnlySyntaxOnly) {
  ParseCommand Result = translateNvcc({"-arch=sm_80"});
  EXPECT_EQ(Result.Compiler, CompilerKind::Nvcc);
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-fsyntax-only"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-device-only"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-nocudalib"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "-resource-dir=/res"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-path=/sdk"));
  EXPECT_TRUE(hasPair(Result.Args, "-x", "cuda"));
}

TEST(CommandTranslation, ExtraArgsBeforeComeRightAfterArgv0) {
  TranslationSettings Settings = makeSettings();
  Settings.ExtraArgsBefore = {"-DBEFORE_1", "-DBEFORE_2"};
  ParseCommand Result = translateNvcc({"-DUSER"}, Settings);
  ASSERT_GE(Result.Args.size(), 3u);
  EXPECT_EQ(Result.Args[1], "-DBEFORE_1");
  EXPECT_EQ(Result.Args[2], "-DBEFORE_2");
}

TEST(CommandTranslation, ExtraArgsComeJustBeforeTheFile) {
  TranslationSettings Settings = makeSettings();
  Settings.ExtraArgs = {"-DAFTER_1", "-DAFTER_2"};
  ParseCommand Result = translateNvcc({"-DUSER"}, Settings);
  size_t N = Result.Args.size();
  ASSERT_GE(N, 3u);
  EXPECT_EQ(Result.Args[N - 3], "-DAFTER_1");
  EXPECT_EQ(Result.Args[N - 2], "-DAFTER_2");
  // The user's flags come before the extra arguments, so these win.
  auto User = llvm::find(Result.Args, "-DUSER");
  ASSERT_NE(User, Result.Args.end());
  EXPECT_LT(static_cast<size_t>(User - Result.Args.begin()), N - 3);
}

TEST(CommandTranslation, AbsoluteMainFileComesLast) {
  ParseCommand Result = translateNvcc({"-arch=sm_80"});
  EXPECT_EQ(Result.File, "/build/src/k.cu");
  EXPECT_EQ(Result.Directory, "/build");
  ASSERT_FALSE(Result.Args.empty());
  EXPECT_EQ(Result.Args.back(), "/build/src/k.cu");
  EXPECT_EQ(llvm::count(Result.Args, "/build/src/k.cu"), 1);
  EXPECT_FALSE(llvm::is_contained(Result.Args, "src/k.cu"));
  EXPECT_FALSE(llvm::is_contained(Result.DroppedOptions, "src/k.cu"));
}

TEST(CommandTranslation, HostCompileIsSkipped) {
  ParseCommand Result = translateCommand(
      makeCommand({"/usr/bin/g++", "-c", "foo.cpp"}, "foo.cpp"),
      makeSettings());
  EXPECT_EQ(Result.Compiler, CompilerKind::HostCompiler);
  ASSERT_TRUE(Result.SkipReason);
  EXPECT_FALSE(Result.SkipReason->empty());
  EXPECT_TRUE(Result.Args.empty());
}

TEST(CommandTranslation, NvccInternalStepsAreSkipped) {
  for (const char *Tool : {"/usr/local/cuda/bin/cicc", "ptxas"}) {
    SCOPED_TRACE(Tool);
    ParseCommand Result = translateCommand(
        makeCommand({Tool, "-arch", "compute_80", "-o", "k.ptx", "k.cu"},
                    "k.cu"),
        makeSettings());
    EXPECT_EQ(Result.Compiler, CompilerKind::NvccInternal);
    ASSERT_TRUE(Result.SkipReason);
    EXPECT_TRUE(llvm::StringRef(*Result.SkipReason).contains("nvcc"))
        << *Result.SkipReason;
    EXPECT_TRUE(Result.Args.empty());
  }
}

TEST(CommandTranslation, ClangCudaCommandKeepsOneArchAndNoOutput) {
  ParseCommand Result = translateCommand(
      makeCommand({"/usr/bin/clang++", "-x", "cuda", "--cuda-gpu-arch=sm_75",
                   "--cuda-gpu-arch=sm_86", "-c", "f.cu", "-o", "f.o"},
                  "f.cu"),
      makeSettings());
  EXPECT_EQ(Result.Compiler, CompilerKind::Clang);
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.GpuArch, "sm_86");
  EXPECT_EQ(countPrefix(Result.Args, "--cuda-gpu-arch="), 1u);
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--cuda-gpu-arch=sm_86"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "-o"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "f.o"));
  EXPECT_FALSE(llvm::is_contained(Result.Args, "-c"));
  EXPECT_EQ(Result.Args.back(), "/build/f.cu");
}

// A clang option whose value is a separate argument must keep its value:
// otherwise the option swallows whatever ends up after it in the translated
// command line (here the main file).
TEST(CommandTranslation, ClangSeparateOptionValueStaysWithItsOption) {
  ParseCommand Result = translateCommand(
      makeCommand({"/usr/bin/clang++", "-x", "cuda", "-D", "FOO", "-c", "f.cu"},
                  "f.cu"),
      makeSettings());
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_TRUE(hasPair(Result.Args, "-D", "FOO") ||
              llvm::is_contained(Result.Args, "-DFOO"));
  EXPECT_FALSE(llvm::is_contained(Result.DroppedOptions, "FOO"));
}

TEST(CommandTranslation, HipccIsParsedAsHipDeviceSide) {
  ParseCommand Result = translateCommand(
      makeCommand({"/opt/rocm/bin/hipcc", "-c", "k.hip"}, "k.hip"),
      makeSettings());
  EXPECT_EQ(Result.Compiler, CompilerKind::Hipcc);
  EXPECT_FALSE(Result.SkipReason);
  EXPECT_EQ(Result.Language, SourceLanguage::Hip);
  EXPECT_TRUE(llvm::is_contained(Result.Args, "--offload-device-only"));
  EXPECT_TRUE(llvm::is_contained(Result.Args, "hip"));
  // CUDA header arguments are for CUDA parses only.
  EXPECT_FALSE(llvm::is_contained(Result.Args, "--cuda-path=/sdk"));
}

// nvcc hands .cpp files without `-x cu` to the host compiler alone: there is
// no device-side compilation to reproduce.
TEST(CommandTranslation, NvccHostSourceWithoutXcuIsSkipped) {
  ParseCommand Result = translateCommand(
      makeCommand({Nvcc, "-c", "host.cpp", "-o", "host.o"}, "host.cpp"),
      makeSettings());
  EXPECT_TRUE(Result.SkipReason.has_value());
}

TEST(CommandTranslation, NvccSourceWithXcuIsParsed) {
  ParseCommand Result = translateCommand(
      makeCommand({Nvcc, "-x", "cu", "-c", "host.cpp", "-o", "host.o"},
                  "host.cpp"),
      makeSettings());
  ASSERT_FALSE(Result.SkipReason) << *Result.SkipReason;
  EXPECT_EQ(Result.Args.back(), "/build/host.cpp");
}

TEST(CommandTranslation, ParseGpuArchNumber) {
  EXPECT_EQ(parseGpuArchNumber("sm_80"), 80u);
  EXPECT_EQ(parseGpuArchNumber("compute_70"), 70u);
  EXPECT_EQ(parseGpuArchNumber("lto_86"), 86u);
  EXPECT_EQ(parseGpuArchNumber("75"), 75u);
  EXPECT_EQ(parseGpuArchNumber("sm_90a"), 90u);
  EXPECT_EQ(parseGpuArchNumber(" sm_120 "), 120u);
  EXPECT_EQ(parseGpuArchNumber("native"), 0u);
  EXPECT_EQ(parseGpuArchNumber(""), 0u);
  EXPECT_EQ(parseGpuArchNumber("sm_"), 0u);
}

TEST(CommandTranslation, ClampGpuArch) {
  EXPECT_EQ(clampGpuArch(80), "sm_80");
  EXPECT_EQ(clampGpuArch(86), "sm_86");
  EXPECT_EQ(clampGpuArch(90), "sm_90");
  // Not a real architecture: the closest one below it.
  EXPECT_EQ(clampGpuArch(88), "sm_87");
  // Newer than clang 19 knows.
  EXPECT_EQ(clampGpuArch(100), "sm_90");
  EXPECT_EQ(clampGpuArch(120), "sm_90");
  // Found by the fuzzer: `code=sm_3333333333` in a malformed -gencode
  // walked down from billions, one lookup a number.
  EXPECT_EQ(clampGpuArch(3333333333u), "sm_90");
}

TEST(CommandTranslation, MalformedGencodeArchitectureIsClamped) {
  clang::tooling::CompileCommand Command(
      "/src", "/src/k.cu",
      {"nvcc", "-gencode=arch=compute_90,code=sm_3333333333", "-c", "k.cu"},
      "k.o");
  ParseCommand Parse = translateCommand(Command, TranslationSettings());
  EXPECT_EQ(Parse.GpuArch, "sm_90");
}

} // namespace
