//===- ClangCommand.cpp - clang, hipcc and amdclang commands --------------===//
//
// These commands already speak clang: they are kept minus what would make
// more than one compiler job, write files, or stop clang's driver.
//
//===----------------------------------------------------------------------===//

#include "Translator.h"
#include "clang/Basic/Cuda.h"
#include "clang/Driver/Options.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace kx {

namespace {

/// How clang's driver reads a command line: for each argument, how many
/// entries of argv it spans (an option and its separate values), and
/// whether it is an option the driver does not know (and would stop on).
struct ClangArgShape {
  std::vector<unsigned> Span;
  std::vector<bool> Unknown;
};

ClangArgShape shapeOfClangArgs(const std::vector<std::string> &Argv) {
  ClangArgShape Shape;
  Shape.Span.assign(Argv.size(), 1);
  Shape.Unknown.assign(Argv.size(), false);
  std::vector<const char *> Raw;
  for (size_t I = 1; I < Argv.size(); ++I)
    Raw.push_back(Argv[I].c_str());
  unsigned MissingIndex = 0, MissingCount = 0;
  opt::InputArgList Parsed = clang::driver::getDriverOptTable().ParseArgs(
      Raw, MissingIndex, MissingCount,
      opt::Visibility(clang::driver::options::ClangOption));
  // Arguments come back in argv order; each spans up to the next one.
  std::vector<unsigned> Starts;
  for (const opt::Arg *A : Parsed) {
    Starts.push_back(A->getIndex() + 1);
    if (A->getOption().matches(clang::driver::options::OPT_UNKNOWN))
      Shape.Unknown[A->getIndex() + 1] = true;
  }
  Starts.push_back(Argv.size());
  for (size_t I = 0; I + 1 < Starts.size(); ++I)
    if (Starts[I + 1] > Starts[I])
      Shape.Span[Starts[I]] = Starts[I + 1] - Starts[I];
  return Shape;
}

} // namespace

void Translator::translateClang(SourceLanguage Language) {
  // Keep what a clang command says, minus what would make more than one
  // compiler job or write files; the architecture is chosen again below.
  const std::vector<std::string> &Argv = Command.CommandLine;
  bool Hip = Language == SourceLanguage::Hip;
  ClangArgShape Shape = shapeOfClangArgs(Argv);
  auto ValueOf = [&](size_t &I) -> std::optional<StringRef> {
    if (I + 1 >= Argv.size())
      return std::nullopt;
    return StringRef(Argv[++I]);
  };
  // The argument at I with its separate values, moving I past them.
  auto WithValues = [&](size_t &I) {
    std::string Joined = Argv[I];
    for (unsigned K = 1; K < Shape.Span[I] && I + 1 < Argv.size(); ++K)
      Joined += " " + Argv[++I];
    return Joined;
  };
  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef Arg = Argv[I];
    if (!Arg.starts_with("-")) {
      if (!isMainFile(Arg))
        Result.DroppedOptions.push_back(std::string(Arg));
      continue;
    }
    // What the parse does without: outputs, phases, dependency files, the
    // language (set again), linking, LLVM backend options (only cc1 reads
    // them; LibTooling never does), and -Werror: a syntax-only parse by
    // another clang may warn where the build did not, and a warning must
    // not fail the TU.
    if (Arg == "-c" || Arg == "-S" || Arg == "-E" || Arg == "-MD" ||
        Arg == "-MMD" || Arg == "-M" || Arg == "-MM" || Arg == "-MP" ||
        Arg == "-MG" || Arg == "--cuda-host-only" ||
        Arg == "--cuda-device-only" || Arg == "--offload-device-only" ||
        Arg == "--offload-host-only" || Arg == "-fsyntax-only" ||
        Arg == "-emit-llvm" || Arg == "--hip-link" || Arg == "-shared" ||
        Arg == "-rdynamic" || Arg == "-mllvm" || Arg == "-Xarch_host" ||
        Arg == "-Xlinker" || Arg == "-Xoffload-linker" ||
        (Arg.starts_with("-o") && !Arg.starts_with("-offload")) ||
        Arg.starts_with("-x") || Arg.starts_with("-MF") ||
        Arg.starts_with("-MT") || Arg.starts_with("-MQ") ||
        Arg.starts_with("-MJ") || Arg.starts_with("-Wl,") ||
        Arg.starts_with("-l") || Arg.starts_with("-L") ||
        Arg.starts_with("-save-temps") ||
        Arg.starts_with("--no-offload-arch=") ||
        Arg.starts_with("--hip-device-lib") || Arg.starts_with("-Werror")) {
      Result.DroppedOptions.push_back(WithValues(I));
      continue;
    }
    // hipcc takes nvcc's spelling for host options too.
    if (Hip && (Arg == "-Xcompiler" || Arg == "--compiler-options")) {
      if (auto Value = ValueOf(I))
        addHostOptions(*Value);
      continue;
    }
    StringRef ArchValue;
    bool IsArch = false;
    for (StringRef Prefix :
         {"--cuda-gpu-arch=", "--offload-arch=", "-offload-arch=",
          "--amdgpu-target=", "-amdgpu-target="})
      if (Arg.starts_with(Prefix)) {
        ArchValue = Arg.drop_front(Prefix.size());
        IsArch = true;
        break;
      }
    if (!IsArch && (Arg == "--offload-arch" || Arg == "-offload-arch" ||
                    Arg == "--amdgpu-target" || Arg == "--cuda-gpu-arch")) {
      if (auto Value = ValueOf(I)) {
        ArchValue = *Value;
        IsArch = true;
      }
    }
    if (IsArch) {
      if (Hip)
        addHipArch(ArchValue);
      else
        addArch(ArchValue);
      continue;
    }
    if (Hip &&
        (Arg.starts_with("--rocm-path=") || Arg.starts_with("--hip-path="))) {
      auto [Flag, Path] = Arg.split('=');
      (Flag == "--rocm-path" ? RocmPath : HipPath) =
          absolutePath(Command.Directory, Path);
      continue;
    }
    if (Hip && (Arg == "--rocm-path" || Arg == "--hip-path")) {
      if (auto Value = ValueOf(I))
        (Arg == "--rocm-path" ? RocmPath : HipPath) =
            absolutePath(Command.Directory, *Value);
      continue;
    }
    if (Arg == "-I" || Arg == "-isystem" || Arg == "-iquote" ||
        Arg == "-idirafter") {
      if (auto Value = ValueOf(I))
        addPathOption(Arg, *Value);
      continue;
    }
    if (Arg.starts_with("-I") && Arg.size() > 2) {
      addPathOption("-I", Arg.drop_front(2));
      continue;
    }
    if (Arg.starts_with("-isystem") && Arg.size() > 8) {
      addPathOption("-isystem", Arg.drop_front(8));
      continue;
    }
    if (Shape.Unknown[I]) {
      Result.UnknownOptions.push_back(std::string(Arg));
      continue;
    }
    // Kept with its separate values (-Xclang -foo, -D X, -imacros f.h).
    for (unsigned K = 0; K < Shape.Span[I] && I + K < Argv.size(); ++K)
      Flags.push_back(Argv[I + K]);
    I += Shape.Span[I] - 1;
  }
  if (!PendingHostFlag.empty())
    Result.UnknownOptions.push_back("-Xcompiler -" + PendingHostFlag);
}

/// The language a clang-style command gives its source: the last `-x`,
/// else the file's extension. None for a host C/C++ compile.
std::optional<SourceLanguage>
clangLanguage(const std::vector<std::string> &Argv, StringRef File,
              bool Hipcc) {
  std::optional<StringRef> X;
  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef Arg = Argv[I];
    if (Arg == "-x" && I + 1 < Argv.size())
      X = Argv[++I];
    else if (Arg.starts_with("-x") && Arg.size() > 2)
      X = Arg.drop_front(2);
  }
  StringRef Ext = sys::path::extension(File);
  if (X) {
    if (*X == "hip")
      return SourceLanguage::Hip;
    if (*X == "cuda" || *X == "cu")
      return Hipcc ? SourceLanguage::Hip : SourceLanguage::Cuda;
    return std::nullopt;
  }
  if (Ext == ".hip")
    return SourceLanguage::Hip;
  // hipcc compiles C++ and CUDA sources as HIP; C stays C.
  if (Hipcc)
    return Ext == ".c" ? std::nullopt
                       : std::optional<SourceLanguage>(SourceLanguage::Hip);
  if (Ext == ".cu" || Ext == ".cuh")
    return SourceLanguage::Cuda;
  return std::nullopt;
}

} // namespace kx
