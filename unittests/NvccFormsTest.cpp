//===- NvccFormsTest.cpp - nvcc forms beyond a name lookup ----------------===//
//
// Tests kx::translateCommand on the nvcc forms that need more than a name
// lookup: response and options files, dependency options, -Werror kinds,
// quoted -Xcompiler lists, architectures with feature suffixes, macros nvcc
// defines, options forwarded to the host compiler.
//
//===----------------------------------------------------------------------===//

#include "Setup/CommandTranslation.h"
#include "TranslationTestSupport.h"
#include "llvm/ADT/StringExtras.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace kx::test;
using llvm::StringRef;

namespace {

/// `nvcc <Flags> -c src/k.cu` run in \p Directory.
ParseCommand
translateNvcc(std::vector<std::string> Flags, std::string Directory = "/build",
              const TranslationSettings &Settings = settingsWithRocm()) {
  std::vector<std::string> Argv = {Nvcc};
  llvm::append_range(Argv, Flags);
  Argv.insert(Argv.end(), {"-c", "src/k.cu"});
  return translateCommand(
      makeCommand(std::move(Argv), "src/k.cu", std::move(Directory)),
      Settings);
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
      settingsWithRocm());
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
      settingsWithRocm());
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
  TranslationSettings Settings = settingsWithRocm();
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
      makeCommand({Nvcc, "-x", "cu", "-c", "a.cpp"}, "a.cpp"), settingsWithRocm());
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
