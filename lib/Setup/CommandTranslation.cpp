//===- CommandTranslation.cpp - Database command to clang parse -----------===//
//
// nvcc options are matched by name against a small table; each entry says
// whether the option takes a value and what it becomes in a device-side clang
// parse. docs/nvcc-flags.md lists the same table for users.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/CommandTranslation.h"
#include "clang/Basic/Cuda.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace kx {

CompilerKind classifyCompiler(StringRef Argv0) {
  StringRef Name = sys::path::filename(Argv0);
  Name.consume_back(".exe");
  if (Name == "nvcc")
    return CompilerKind::Nvcc;
  if (Name == "hipcc" || Name.starts_with("amdclang"))
    return CompilerKind::Hipcc;
  if (Name == "cicc" || Name == "ptxas" || Name == "cudafe++" ||
      Name == "fatbinary" || Name == "nvlink" || Name == "nvprune")
    return CompilerKind::NvccInternal;
  if (Name.starts_with("clang"))
    return CompilerKind::Clang;
  return CompilerKind::HostCompiler;
}

unsigned parseGpuArchNumber(StringRef Arch) {
  Arch = Arch.trim();
  for (StringRef Prefix : {"sm_", "compute_", "lto_"})
    if (Arch.consume_front(Prefix))
      break;
  // sm_90a, sm_100f: the feature suffix does not change what is parsed.
  Arch = Arch.take_while([](char C) { return llvm::isDigit(C); });
  unsigned Number = 0;
  if (Arch.getAsInteger(10, Number))
    return 0;
  return Number;
}

std::string clampGpuArch(unsigned ArchNumber) {
  for (unsigned Candidate = ArchNumber; Candidate >= 20; --Candidate) {
    std::string Name = "sm_" + std::to_string(Candidate);
    if (clang::StringToOffloadArch(Name) != clang::OffloadArch::UNKNOWN)
      return Name;
  }
  return "sm_52";
}

namespace {

/// What a recognised nvcc option becomes.
enum class NvccAction {
  Keep,            ///< Same spelling in clang (-I, -D, -U, -isystem, ...).
  Drop,            ///< Nothing to do for a device-side parse.
  Arch,            ///< -arch / -code: a GPU architecture.
  Gencode,         ///< -gencode arch=...,code=...
  HostOptions,     ///< -Xcompiler: keep its preprocessor options.
  Std,             ///< -std=c++17.
  FastMath,        ///< --use_fast_math.
  Rdc,             ///< -rdc=true / -dc.
  NvccMacro,       ///< An option for which nvcc defines a macro.
  Language,        ///< -x cu.
};

struct NvccOption {
  StringRef Name; ///< Without leading dashes.
  bool TakesValue;
  NvccAction Action;
};

// Options are matched after removing one or two leading dashes, so each
// entry covers both nvcc spellings (-arch and --gpu-architecture are two).
const NvccOption NvccOptions[] = {
    {"I", true, NvccAction::Keep},
    {"include-path", true, NvccAction::Keep},
    {"D", true, NvccAction::Keep},
    {"define-macro", true, NvccAction::Keep},
    {"U", true, NvccAction::Keep},
    {"undefine-macro", true, NvccAction::Keep},
    {"isystem", true, NvccAction::Keep},
    {"system-include", true, NvccAction::Keep},
    {"include", true, NvccAction::Keep},
    {"pre-include", true, NvccAction::Keep},
    {"std", true, NvccAction::Std},
    {"arch", true, NvccAction::Arch},
    {"gpu-architecture", true, NvccAction::Arch},
    {"code", true, NvccAction::Arch},
    {"gpu-code", true, NvccAction::Arch},
    {"gencode", true, NvccAction::Gencode},
    {"generate-code", true, NvccAction::Gencode},
    {"Xcompiler", true, NvccAction::HostOptions},
    {"compiler-options", true, NvccAction::HostOptions},
    {"use_fast_math", false, NvccAction::FastMath},
    {"use-fast-math", false, NvccAction::FastMath},
    {"rdc", true, NvccAction::Rdc},
    {"relocatable-device-code", true, NvccAction::Rdc},
    {"dc", false, NvccAction::Rdc},
    {"device-c", false, NvccAction::Rdc},
    {"expt-extended-lambda", false, NvccAction::NvccMacro},
    {"extended-lambda", false, NvccAction::NvccMacro},
    {"expt-relaxed-constexpr", false, NvccAction::NvccMacro},
    {"x", true, NvccAction::Language},
    {"x-language", true, NvccAction::Language},
    {"c", false, NvccAction::Drop},
    {"compile", false, NvccAction::Drop},
    {"o", true, NvccAction::Drop},
    {"output-file", true, NvccAction::Drop},
    {"O0", false, NvccAction::Drop},
    {"O1", false, NvccAction::Drop},
    {"O2", false, NvccAction::Drop},
    {"O3", false, NvccAction::Drop},
    {"Os", false, NvccAction::Drop},
    {"g", false, NvccAction::Drop},
    {"G", false, NvccAction::Drop},
    {"lineinfo", false, NvccAction::Drop},
    {"generate-line-info", false, NvccAction::Drop},
    {"Xptxas", true, NvccAction::Drop},
    {"ptxas-options", true, NvccAction::Drop},
    {"Xnvlink", true, NvccAction::Drop},
    {"nvlink-options", true, NvccAction::Drop},
    {"Xcudafe", true, NvccAction::Drop},
    {"Xlinker", true, NvccAction::Drop},
    {"linker-options", true, NvccAction::Drop},
    {"Xarchive", true, NvccAction::Drop},
    {"Xfatbin", true, NvccAction::Drop},
    {"ccbin", true, NvccAction::Drop},
    {"compiler-bindir", true, NvccAction::Drop},
    {"keep", false, NvccAction::Drop},
    {"keep-dir", true, NvccAction::Drop},
    {"default-stream", true, NvccAction::Drop},
    {"m64", false, NvccAction::Drop},
    {"shared", false, NvccAction::Drop},
    {"w", false, NvccAction::Drop},
    {"Werror", true, NvccAction::Drop},
    {"Wno-deprecated-gpu-targets", false, NvccAction::Drop},
    {"Wno-deprecated-declarations", false, NvccAction::Drop},
    {"diag-suppress", true, NvccAction::Drop},
    {"threads", true, NvccAction::Drop},
    {"t", true, NvccAction::Drop},
    {"ftz", true, NvccAction::Drop},
    {"prec-div", true, NvccAction::Drop},
    {"prec-sqrt", true, NvccAction::Drop},
    {"fmad", true, NvccAction::Drop},
    {"maxrregcount", true, NvccAction::Drop},
    {"resource-usage", false, NvccAction::Drop},
    {"MD", false, NvccAction::Drop},
    {"MMD", false, NvccAction::Drop},
    {"M", false, NvccAction::Drop},
    {"MM", false, NvccAction::Drop},
    {"MP", false, NvccAction::Drop},
    {"MF", true, NvccAction::Drop},
    {"MT", true, NvccAction::Drop},
    {"L", true, NvccAction::Drop},
    {"l", true, NvccAction::Drop},
};

const NvccOption *lookupNvccOption(StringRef Name) {
  for (const NvccOption &Option : NvccOptions)
    if (Option.Name == Name)
      return &Option;
  return nullptr;
}

/// Options spelled as a prefix glued to their value (-Ifoo, -DX=1, -O3).
const NvccOption *lookupGluedOption(StringRef Arg, StringRef &Value) {
  for (StringRef Prefix : {"isystem", "I", "D", "U", "L", "l", "MF", "MT"})
    if (Arg.starts_with(Prefix) && Arg.size() > Prefix.size()) {
      Value = Arg.drop_front(Prefix.size());
      return lookupNvccOption(Prefix);
    }
  return nullptr;
}

/// Builds a clang command line from pieces of the original one.
class Translator {
public:
  Translator(const clang::tooling::CompileCommand &Command,
             const TranslationSettings &Settings, ParseCommand &Result)
      : Command(Command), Settings(Settings), Result(Result) {}

  void translateNvcc();
  void translateClang();
  void finish(StringRef Language);

private:
  void addPathOption(StringRef Flag, StringRef Path);
  void keepPreprocessorOption(StringRef Flag, StringRef Value);
  void addArch(StringRef Arch);
  void addGencode(StringRef Spec);
  void addHostOptions(StringRef List);
  bool isMainFile(StringRef Arg) const;

  const clang::tooling::CompileCommand &Command;
  const TranslationSettings &Settings;
  ParseCommand &Result;
  std::vector<std::string> Flags; ///< Translated user flags, in order.
  unsigned HighestArch = 0;
};

std::string absolutePath(StringRef Directory, StringRef Path) {
  if (sys::path::is_absolute(Path))
    return std::string(Path);
  SmallString<256> Abs(Directory);
  sys::path::append(Abs, Path);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

void Translator::addPathOption(StringRef Flag, StringRef Path) {
  Flags.push_back(std::string(Flag));
  Flags.push_back(absolutePath(Command.Directory, Path));
}

void Translator::keepPreprocessorOption(StringRef Flag, StringRef Value) {
  StringRef Canonical = StringSwitch<StringRef>(Flag)
                            .Case("include-path", "I")
                            .Case("define-macro", "D")
                            .Case("undefine-macro", "U")
                            .Case("system-include", "isystem")
                            .Case("pre-include", "include")
                            .Default(Flag);
  if (Canonical == "I" || Canonical == "isystem")
    return addPathOption("-" + Canonical.str(), Value);
  if (Canonical == "include") {
    // Searched like #include "...", from the working directory (which each
    // parse's file system has) and then the include path: keep as written.
    Flags.push_back("-include");
    Flags.push_back(Value.str());
    return;
  }
  Flags.push_back(("-" + Canonical + Value).str());
}

void Translator::addArch(StringRef Arch) {
  // -arch=sm_80,sm_86 and -code=[sm_80,compute_80] are lists.
  Arch = Arch.trim("[]\"' ");
  SmallVector<StringRef, 4> Parts;
  Arch.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts)
    HighestArch = std::max(HighestArch, parseGpuArchNumber(Part.trim("[] ")));
}

void Translator::addGencode(StringRef Spec) {
  // arch=compute_70,code=[sm_70,compute_70] or arch=compute_70,code=sm_70.
  Spec = Spec.trim("\"'");
  SmallVector<StringRef, 4> Parts;
  Spec.split(Parts, ',');
  for (StringRef Part : Parts) {
    Part.consume_front("arch=");
    Part.consume_front("code=");
    addArch(Part);
  }
}

void Translator::addHostOptions(StringRef List) {
  // Host-compiler options only matter for what they tell the preprocessor.
  SmallVector<StringRef, 8> Parts;
  List.trim("\"'").split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (size_t I = 0; I < Parts.size(); ++I) {
    StringRef Part = Parts[I].trim();
    if (Part == "-isystem" || Part == "-I" || Part == "-D" || Part == "-U") {
      if (I + 1 < Parts.size())
        keepPreprocessorOption(Part.drop_front(), Parts[++I].trim());
      continue;
    }
    if (Part.starts_with("-std=")) {
      Flags.push_back(std::string(Part));
      continue;
    }
    bool Kept = false;
    for (StringRef Flag : {"isystem", "I", "D", "U"})
      if (Part.size() > Flag.size() + 1 && Part.drop_front().starts_with(Flag)) {
        keepPreprocessorOption(Flag, Part.drop_front(Flag.size() + 1));
        Kept = true;
        break;
      }
    if (Kept)
      continue;
    Result.DroppedOptions.push_back(("-Xcompiler " + Part).str());
  }
}

bool Translator::isMainFile(StringRef Arg) const {
  return absolutePath(Command.Directory, Arg) == Result.File;
}

void Translator::translateNvcc() {
  const std::vector<std::string> &Argv = Command.CommandLine;
  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef Arg = Argv[I];
    if (!Arg.starts_with("-") || Arg == "-") {
      if (!isMainFile(Arg))
        Result.DroppedOptions.push_back(std::string(Arg));
      continue;
    }
    StringRef Name = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
    StringRef Value;
    bool HasValue = false;
    const NvccOption *Option = lookupNvccOption(Name);
    if (!Option) {
      auto [Key, Rest] = Name.split('=');
      if (Name.contains('=') && (Option = lookupNvccOption(Key))) {
        Value = Rest;
        HasValue = true;
      } else if ((Option = lookupGluedOption(Name, Value))) {
        HasValue = true;
      } else if (Name.starts_with("Werror") || Name.starts_with("Wno-") ||
                 Name.starts_with("O")) {
        Result.DroppedOptions.push_back(std::string(Arg));
        continue;
      } else {
        Result.UnknownOptions.push_back(std::string(Arg));
        continue;
      }
    }
    if (Option->TakesValue && !HasValue) {
      if (I + 1 >= Argv.size()) {
        Result.UnknownOptions.push_back(std::string(Arg));
        continue;
      }
      Value = Argv[++I];
    }

    switch (Option->Action) {
    case NvccAction::Keep:
      keepPreprocessorOption(Option->Name, Value);
      break;
    case NvccAction::Drop:
      Result.DroppedOptions.push_back(
          Option->TakesValue ? (Arg + " " + Value).str() : std::string(Arg));
      break;
    case NvccAction::Arch:
      addArch(Value);
      break;
    case NvccAction::Gencode:
      addGencode(Value);
      break;
    case NvccAction::HostOptions:
      addHostOptions(Value);
      break;
    case NvccAction::Std:
      Flags.push_back(("-std=" + Value).str());
      break;
    case NvccAction::FastMath:
      // nvcc's --use_fast_math implies approximate transcendentals, flush
      // to zero and fast division; clang's device flag for the first one
      // also defines the macro CUDA headers test.
      Flags.push_back("-fgpu-approx-transcendentals");
      break;
    case NvccAction::Rdc:
      if (!Option->TakesValue || Value == "true")
        Flags.push_back("-fgpu-rdc");
      break;
    case NvccAction::NvccMacro:
      // clang needs no option for either feature (constexpr functions are
      // host-device already), but code tests the macros nvcc defines.
      Flags.push_back(Option->Name == "expt-relaxed-constexpr"
                          ? "-D__CUDACC_RELAXED_CONSTEXPR__"
                          : "-D__CUDACC_EXTENDED_LAMBDA__");
      break;
    case NvccAction::Language:
      if (Value != "cu" && Value != "cuda")
        Result.SkipReason = ("nvcc compiles it as '-x " + Value + "'").str();
      break;
    }
  }
}

void Translator::translateClang() {
  // Keep what a clang CUDA command says, minus what would make more than one
  // compiler job or write files; the architecture is chosen again below.
  const std::vector<std::string> &Argv = Command.CommandLine;
  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef Arg = Argv[I];
    if (!Arg.starts_with("-")) {
      if (!isMainFile(Arg))
        Result.DroppedOptions.push_back(std::string(Arg));
      continue;
    }
    if (Arg == "-o" || Arg == "-MF" || Arg == "-MT" || Arg == "-MQ" ||
        Arg == "-x") {
      ++I;
      continue;
    }
    if (Arg == "-c" || Arg == "-S" || Arg == "-E" || Arg == "-MD" ||
        Arg == "-MMD" || Arg == "-M" || Arg == "-MM" || Arg == "-MP" ||
        Arg == "--cuda-host-only" || Arg == "--cuda-device-only" ||
        Arg == "--offload-device-only" || Arg == "--offload-host-only" ||
        Arg.starts_with("-o") || Arg == "-fsyntax-only")
      continue;
    if (Arg.consume_front("--cuda-gpu-arch=") ||
        Arg.consume_front("--offload-arch=")) {
      addArch(Arg);
      continue;
    }
    if (Arg == "-I" || Arg == "-isystem" || Arg == "-iquote" ||
        Arg == "-idirafter") {
      if (I + 1 < Argv.size())
        addPathOption(Arg, Argv[++I]);
      continue;
    }
    // Options whose value is the next argument: the value must not be
    // mistaken for an input file.
    if (Arg == "-D" || Arg == "-U" || Arg == "-include" || Arg == "-imacros" ||
        Arg == "-Xclang" || Arg == "-target" || Arg == "-mllvm" ||
        Arg == "-Xarch_device" || Arg == "-Xarch_host" || Arg == "-isysroot" ||
        Arg == "--sysroot" || Arg == "-Xcuda-ptxas" || Arg == "-Xcuda-fatbinary") {
      Flags.push_back(std::string(Arg));
      if (I + 1 < Argv.size())
        Flags.push_back(Argv[++I]);
      continue;
    }
    if (Arg.starts_with("-I") && Arg.size() > 2) {
      addPathOption("-I", Arg.drop_front(2));
      continue;
    }
    Flags.push_back(std::string(Arg));
  }
}

void Translator::finish(StringRef Language) {
  Result.GpuArch = HighestArch ? clampGpuArch(HighestArch)
                               : Settings.DefaultGpuArch;
  std::vector<std::string> &Args = Result.Args;
  Args.push_back("clang++");
  llvm::append_range(Args, Settings.ExtraArgsBefore);
  Args.insert(Args.end(), {"-fsyntax-only", "-x", std::string(Language),
                           "--cuda-device-only",
                           "--cuda-gpu-arch=" + Result.GpuArch, "-nocudalib"});
  if (!Settings.ClangResourceDir.empty())
    Args.push_back("-resource-dir=" + Settings.ClangResourceDir);
  llvm::append_range(Args, Settings.Cuda.Args);
  llvm::append_range(Args, Flags);
  llvm::append_range(Args, Settings.ExtraArgs);
  Args.push_back(Result.File);
}

bool isCudaSourceName(StringRef File) {
  StringRef Ext = sys::path::extension(File);
  return Ext == ".cu" || Ext == ".cuh";
}

} // namespace

ParseCommand translateCommand(const clang::tooling::CompileCommand &Command,
                              const TranslationSettings &Settings) {
  ParseCommand Result;
  Result.Directory = Command.Directory;
  Result.File = absolutePath(Command.Directory, Command.Filename);
  Result.Compiler = Command.CommandLine.empty()
                        ? CompilerKind::HostCompiler
                        : classifyCompiler(Command.CommandLine.front());

  Translator T(Command, Settings, Result);
  switch (Result.Compiler) {
  case CompilerKind::NvccInternal:
    Result.SkipReason = "an internal step of nvcc (" +
                        sys::path::filename(Command.CommandLine.front()).str() +
                        ")";
    return Result;
  case CompilerKind::Hipcc:
    Result.SkipReason = "a HIP compile command (HIP parsing is not supported "
                        "by this version)";
    return Result;
  case CompilerKind::Nvcc:
    T.translateNvcc();
    // Without -x cu, nvcc hands .c/.cpp files to the host compiler alone:
    // there is no device compilation to reproduce.
    if (!Result.SkipReason && !isCudaSourceName(Result.File) &&
        !llvm::any_of(Command.CommandLine, [](StringRef A) {
          return A == "-x" || A.starts_with("-x=") || A == "--x-language" ||
                 A.starts_with("--x-language=");
        }))
      Result.SkipReason = "not a CUDA source (nvcc compiles it with the host "
                          "compiler only)";
    break;
  case CompilerKind::Clang: {
    const auto &Argv = Command.CommandLine;
    bool IsCuda = isCudaSourceName(Result.File);
    for (size_t I = 0; I + 1 < Argv.size(); ++I)
      if (Argv[I] == "-x")
        IsCuda = Argv[I + 1] == "cuda";
    if (llvm::is_contained(Argv, "-xcuda"))
      IsCuda = true;
    if (llvm::any_of(Argv, [](StringRef A) {
          return A == "-xhip" || A.starts_with("--offload-arch=");
        }) ||
        sys::path::extension(Result.File) == ".hip") {
      Result.SkipReason = "a HIP compile command (HIP parsing is not "
                          "supported by this version)";
      return Result;
    }
    if (!IsCuda) {
      Result.SkipReason = "not a CUDA source (a host C/C++ compile)";
      return Result;
    }
    T.translateClang();
    break;
  }
  case CompilerKind::HostCompiler:
    if (StringRef(Result.File).contains("/tmpxft_"))
      Result.SkipReason = "an internal step of nvcc (host compile of a "
                          "temporary file)";
    else
      Result.SkipReason = "not a CUDA source (a host C/C++ compile)";
    return Result;
  }
  if (!Result.SkipReason)
    T.finish("cuda");
  return Result;
}

} // namespace kx
