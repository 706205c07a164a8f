//===- CommandTranslation.cpp - Database command to clang parse -----------===//
//
// nvcc options are matched by name against a table (NvccOptions.def); each
// entry says whether the option takes a value and what it becomes in a
// device-side clang parse. What nvcc defines and tolerates is NvccDialect;
// its host compiler's search path, HostCompiler. clang, hipcc and amdclang
// commands are ClangCommand.cpp. docs/nvcc-flags.md tells users all of it.
//
//===----------------------------------------------------------------------===//

#include "CommandTranslation.h"
#include "NvccDialect.h"
#include "NvccOptions.h"
#include "Translator.h"
#include "clang/Basic/Cuda.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"

using namespace llvm;

namespace kx {

CompilerKind classifyCompiler(StringRef Argv0) {
  StringRef Name = sys::path::filename(Argv0);
  Name.consume_back(".exe");
  if (Name == "nvcc")
    return CompilerKind::Nvcc;
  if (Name == "hipcc" || Name == "hipcc.bin" || Name == "hipcc.pl" ||
      Name.starts_with("amdclang"))
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
  // No architecture is numbered past 999: a number from a malformed
  // command (sm_3333333333) must not walk down from billions.
  constexpr unsigned Highest = 999;
  for (unsigned Candidate = std::min(ArchNumber, Highest); Candidate >= 20;
       --Candidate) {
    std::string Name = "sm_" + std::to_string(Candidate);
    if (clang::StringToOffloadArch(Name) != clang::OffloadArch::UNKNOWN)
      return Name;
  }
  return "sm_52";
}

namespace {

/// `<prefix>/lib/clang/<version>[/include]`: the builtin headers of the
/// compiler the build ran (hipcc names its own). Those of the linked clang
/// must be used instead: stddef.h and the CUDA/HIP wrappers are tied to it.
bool isClangResourceInclude(StringRef Path) {
  SmallString<256> Dir(Path);
  sys::path::remove_dots(Dir, /*remove_dot_dot=*/true);
  StringRef P = Dir;
  if (sys::path::filename(P) == "include")
    P = sys::path::parent_path(P);
  StringRef Clang = sys::path::parent_path(P);
  return sys::path::filename(Clang) == "clang" &&
         sys::path::filename(sys::path::parent_path(Clang)).starts_with("lib");
}

} // namespace

void Translator::addPathOption(StringRef Flag, StringRef Path) {
  std::string Abs = absolutePath(Command.Directory, Path);
  if (isClangResourceInclude(Abs)) {
    Result.DroppedOptions.push_back((Flag + " " + Path).str());
    return;
  }
  Flags.push_back(std::string(Flag));
  Flags.push_back(std::move(Abs));
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

/// The spelling nvcc and hipcc take (`c++20`, `c++23`) of a C++ standard
/// newer than C++17 (`c++2a`, `gnu++20`, `c++2b`); none for C++17 and older.
static std::optional<std::string> newerThanCxx17(StringRef Standard) {
  if (!Standard.consume_front("c++") && !Standard.consume_front("gnu++"))
    return std::nullopt;
  std::string Year = StringSwitch<std::string>(Standard)
                         .Case("2a", "20")
                         .Case("2b", "23")
                         .Case("2c", "26")
                         .Default(Standard.str());
  if (!llvm::is_contained({"20", "23", "26"}, Year))
    return std::nullopt;
  return "c++" + Year;
}

void Translator::keepNewerStandard() {
  // The last -std wins, in the build's options or the user's.
  std::optional<std::string> Newer;
  for (ArrayRef<std::string> List : {ArrayRef<std::string>(Flags),
                                     ArrayRef<std::string>(Settings.ExtraArgs)})
    for (StringRef Flag : List)
      if (Flag.consume_front("-std="))
        Newer = newerThanCxx17(Flag);
  // Units and harnesses build as C++17 unless their TU needs more.
  if (Newer)
    keepNvccOption("-std=" + *Newer);
}

void Translator::keepNvccOption(StringRef Option) {
  if (!llvm::is_contained(Result.NvccDialect, Option))
    Result.NvccDialect.push_back(Option.str());
}

void Translator::addArch(StringRef Arch) {
  // -arch=sm_80,sm_86 and -code=[sm_80,compute_80] are lists.
  Arch = Arch.trim("[]\"' ");
  SmallVector<StringRef, 4> Parts;
  Arch.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts) {
    Part = Part.trim("[] ");
    unsigned Number = parseGpuArchNumber(Part);
    if (Number)
      ArchNumbers.insert(Number);
    if (Number == 0 || Number < HighestArch)
      continue;
    StringRef Rest = Part;
    for (StringRef Prefix : {"sm_", "compute_", "lto_"})
      if (Rest.consume_front(Prefix))
        break;
    std::string Name = ("sm_" + Rest).str();
    bool HasSuffix = Rest.size() > std::to_string(Number).size();
    if (Number > HighestArch || HasSuffix) {
      HighestArch = Number;
      HighestArchName = Name;
    }
  }
}

void Translator::addHipArch(StringRef Arch) {
  // --offload-arch=gfx90a:xnack+,gfx942: clang parses one GPU per job, so
  // the first one the command names is the one seen, whatever the order of
  // the others.
  SmallVector<StringRef, 4> Parts;
  Arch.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts) {
    Part = Part.trim();
    clang::OffloadArch Known =
        clang::StringToOffloadArch(Part.split(':').first);
    if (!HipArch.empty() || !clang::IsAMDOffloadArch(Known)) {
      Result.DroppedOptions.push_back(("--offload-arch=" + Part).str());
      continue;
    }
    HipArch = std::string(Part);
  }
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
  std::vector<std::string> Parts;
  splitHostOptions(List, Parts);
  for (StringRef Part : Parts) {
    if (!PendingHostFlag.empty()) {
      keepPreprocessorOption(PendingHostFlag, Part);
      PendingHostFlag.clear();
      continue;
    }
    if (Part == "-isystem" || Part == "-I" || Part == "-D" || Part == "-U" ||
        Part == "-include") {
      // The value may come in the next -Xcompiler: nvcc joins them all.
      PendingHostFlag = Part.drop_front().str();
      continue;
    }
    if (Part.starts_with("-std=")) {
      Flags.push_back(std::string(Part));
      continue;
    }
    if (Part == "-fopenmp" && FromNvcc) {
      // nvcc's host preprocessing then defines _OPENMP and finds omp.h.
      HostOpenMP = true;
      continue;
    }
    bool Kept = false;
    for (StringRef Flag : {"isystem", "I", "D", "U"})
      if (Part.size() > Flag.size() + 1 &&
          Part.drop_front().starts_with(Flag)) {
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
  FromNvcc = true;
  const std::vector<std::string> &Argv = Command.CommandLine;
  // With these, nvcc hands the options it does not know to the host
  // compiler: dropped like other host options, and not nvcc's unknowns.
  bool ForwardUnknown = llvm::any_of(Argv, [](StringRef Arg) {
    Arg = Arg.ltrim('-');
    return Arg == "forward-unknown-to-host-compiler" ||
           Arg == "forward-unknown-opts";
  });
  for (size_t I = 1; I < Argv.size(); ++I) {
    StringRef Arg = Argv[I];
    if (!Arg.starts_with("-") || Arg == "-") {
      if (!isMainFile(Arg))
        Result.DroppedOptions.push_back(std::string(Arg));
      continue;
    }
    StringRef Name = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
    StringRef Value;
    bool HasValue = false; // Given with the option: -arch=sm_80, -Ifoo.
    const NvccOption *Option = lookupNvccOption(Name);
    if (!Option) {
      auto [Key, Rest] = Name.split('=');
      if (Name.contains('=') && (Option = lookupNvccOption(Key))) {
        Value = Rest;
        HasValue = true;
      } else if ((Option = lookupGluedOption(Name, Value))) {
        HasValue = true;
      } else if (Name.starts_with("W") || Name.starts_with("O")) {
        // nvcc's -W options are warning controls; -O<level> optimises.
        Result.DroppedOptions.push_back(std::string(Arg));
        continue;
      } else if (ForwardUnknown) {
        Result.DroppedOptions.push_back(std::string(Arg));
        continue;
      } else {
        Result.UnknownOptions.push_back(std::string(Arg));
        continue;
      }
    }
    if (Option->Name == "Werror" && !HasValue &&
        (I + 1 >= Argv.size() || !isWerrorKindList(Argv[I + 1]))) {
      Result.DroppedOptions.push_back(std::string(Arg));
      continue;
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
      Result.DroppedOptions.push_back(Option->TakesValue && !HasValue
                                          ? (Arg + " " + Value).str()
                                          : std::string(Arg));
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
      if (!Option->TakesValue || Value == "true") {
        Flags.push_back("-fgpu-rdc");
        Flags.push_back(("-D" + nvccOptionMacro(Option->Name)).str());
        // Device-side launches and extern __device__ variables compile
        // only as relocatable device code.
        keepNvccOption("-rdc=true");
      }
      break;
    case NvccAction::NvccMacro:
      // clang needs no option for these features (constexpr functions are
      // host-device already), but code tests the macros nvcc defines.
      Flags.push_back(("-D" + nvccOptionMacro(Option->Name)).str());
      // As the build spelled it: nvcc knows -G, not --G.
      keepNvccOption(Arg);
      break;
    case NvccAction::HostCompiler:
      HostCompiler = absolutePath(Command.Directory, Value);
      break;
    case NvccAction::DefaultStream:
      // nvcc defines this for per-thread; cuda_runtime_api.h then declares
      // the _ptsz API variants that code may call.
      if (Value == "per-thread")
        Flags.push_back("-DCUDA_API_PER_THREAD_DEFAULT_STREAM=1");
      else
        Result.DroppedOptions.push_back(HasValue ? std::string(Arg)
                                                 : (Arg + " " + Value).str());
      break;
    case NvccAction::Language:
      if (Value == "cu" || Value == "cuda")
        ExplicitCuda = true;
      else
        Result.SkipReason = ("nvcc compiles it as '-x " + Value + "'").str();
      break;
    }
  }
  if (!PendingHostFlag.empty())
    Result.UnknownOptions.push_back("-Xcompiler -" + PendingHostFlag);
  // nvcc hands C and C++ files to the host compiler alone, unless -x cu.
  StringRef Ext = sys::path::extension(Result.File);
  if (!ExplicitCuda && !Result.SkipReason &&
      llvm::is_contained(
          {".c", ".cc", ".cpp", ".cxx", ".c++", ".C", ".i", ".ii"}, Ext))
    Result.SkipReason = "not a CUDA source (nvcc compiles it with the host "
                        "compiler only)";
}

std::string Translator::cudaArch() const {
  if (!HighestArch)
    return Settings.DefaultGpuArch;
  if (clang::StringToOffloadArch(HighestArchName) !=
      clang::OffloadArch::UNKNOWN)
    return HighestArchName;
  return clampGpuArch(HighestArch);
}

/// nvcc's host compiler's own include directories, searched after clang's
/// (-idirafter), and _OPENMP under `-Xcompiler -fopenmp`.
void Translator::addHostCompilerFacts(std::vector<std::string> &Args) const {
  if (!Settings.QueryHostCompiler)
    return;
  std::string Compiler = HostCompiler.empty() ? "g++" : HostCompiler;
  // -ccbin may name the directory of the compiler.
  if (sys::fs::is_directory(Compiler))
    Compiler = (Twine(Compiler) + "/g++").str();
  std::optional<HostCompilerFacts> Facts =
      Settings.QueryHostCompiler(Compiler, HostOpenMP);
  if (!Facts)
    return;
  if (HostOpenMP && !Facts->OpenMPVersion.empty())
    Args.push_back("-D_OPENMP=" + Facts->OpenMPVersion);
  if (!Settings.HostCompatDir.empty() && !Facts->IncludeDirs.empty()) {
    Args.push_back("-idirafter");
    Args.push_back(Settings.HostCompatDir);
  }
  for (const std::string &Dir : Facts->IncludeDirs) {
    Args.push_back("-idirafter");
    Args.push_back(Dir);
  }
}

static bool hasHipHeaders(StringRef Root) {
  SmallString<256> Header(Root);
  sys::path::append(Header, "include", "hip", "hip_runtime.h");
  return sys::fs::exists(Header);
}

std::string Translator::rocmPathArg() const {
  // The command's ROCm when this machine has it (a database captured here),
  // else the one found here; the command's, to be reported, when neither.
  if (!RocmPath.empty() && hasHipHeaders(RocmPath))
    return RocmPath;
  if (!Settings.RocmPath.empty())
    return Settings.RocmPath;
  return RocmPath;
}

void Translator::finish(SourceLanguage Language) {
  Result.Language = Language;
  std::vector<std::string> &Args = Result.Args;
  Args.push_back("clang++");
  llvm::append_range(Args, Settings.ExtraArgsBefore);
  if (Language == SourceLanguage::Hip) {
    Result.GpuArch = HipArch.empty() ? Settings.DefaultHipArch : HipArch;
    // -nogpulib: a syntax-only parse needs no device libraries, so a ROCm
    // install with headers only will do. The options a hipcc command
    // carries for the compile it runs would each warn as unused.
    Args.insert(Args.end(),
                {"-fsyntax-only", "-x", "hip", "--offload-device-only",
                 "--offload-arch=" + Result.GpuArch, "-nogpulib",
                 "-Wno-unused-command-line-argument"});
    if (!Settings.ClangResourceDir.empty())
      Args.push_back("-resource-dir=" + Settings.ClangResourceDir);
    if (std::string Rocm = rocmPathArg(); !Rocm.empty())
      Args.push_back("--rocm-path=" + Rocm);
    if (!HipPath.empty())
      Args.push_back("--hip-path=" + HipPath);
  } else {
    Result.GpuArch = cudaArch();
    Args.insert(Args.end(),
                {"-fsyntax-only", "-x", "cuda", "--cuda-device-only",
                 "--cuda-gpu-arch=" + Result.GpuArch, "-nocudalib"});
    if (!Settings.ClangResourceDir.empty())
      Args.push_back("-resource-dir=" + Settings.ClangResourceDir);
    llvm::append_range(Args, Settings.Cuda.Args);
    if (FromNvcc) {
      std::vector<unsigned> Arches(ArchNumbers.begin(), ArchNumbers.end());
      if (Arches.empty())
        Arches.push_back(parseGpuArchNumber(Result.GpuArch));
      addNvccDialect(Settings.Cuda, Arches, Args);
      llvm::append_range(Args, Settings.Cuda.NvccArgs);
      addHostCompilerFacts(Args);
    }
  }
  // A unit stands alone: the project's include paths, macros and
  // pre-included headers are not its (the macros it uses, it defines).
  Result.UnitArgs = Args;
  keepNewerStandard();
  for (const std::string &Flag : Flags)
    if (StringRef(Flag).starts_with("-std=") ||
        llvm::is_contained({"-fgpu-rdc", "-fgpu-approx-transcendentals"},
                           Flag))
      Result.UnitArgs.push_back(Flag);
  llvm::append_range(Result.UnitArgs, Settings.ExtraArgs);
  llvm::append_range(Args, Flags);
  llvm::append_range(Args, Settings.ExtraArgs);
  Args.push_back(Result.File);
}

ParseCommand translateCommand(const clang::tooling::CompileCommand &Original,
                              const TranslationSettings &Settings) {
  ParseCommand Result;
  Result.Directory = Original.Directory;
  Result.File = absolutePath(Original.Directory, Original.Filename);
  // `"arguments": []` (or a blank `command`): there is no compile to read.
  if (Original.CommandLine.empty() ||
      StringRef(Original.CommandLine.front()).trim().empty()) {
    Result.Compiler = CompilerKind::HostCompiler;
    Result.SkipReason = "the entry has no command (empty 'arguments' or "
                        "'command')";
    return Result;
  }
  Result.Compiler = classifyCompiler(Original.CommandLine.front());

  switch (Result.Compiler) {
  case CompilerKind::NvccInternal:
    Result.SkipReason =
        "an internal step of nvcc (" +
        sys::path::filename(Original.CommandLine.front()).str() + ")";
    return Result;
  case CompilerKind::HostCompiler:
    if (StringRef(Result.File).contains("/tmpxft_"))
      Result.SkipReason = "an internal step of nvcc (host compile of a "
                          "temporary file)";
    else
      Result.SkipReason = "not a CUDA source (a host C/C++ compile)";
    return Result;
  default:
    break;
  }

  clang::tooling::CompileCommand Command = Original;
  Command.CommandLine = {Original.CommandLine.front()};
  expandArgumentFiles(Original.Directory,
                      Result.Compiler == CompilerKind::Nvcc,
                      ArrayRef(Original.CommandLine).drop_front(),
                      Command.CommandLine, Result);
  const std::vector<std::string> &Argv = Command.CommandLine;

  Translator T(Command, Settings, Result);
  SourceLanguage Language = SourceLanguage::Cuda;
  if (Result.Compiler == CompilerKind::Nvcc) {
    T.translateNvcc();
  } else {
    // Bear also records the cc1 jobs a clang driver (or hipcc) spawns.
    if (Argv.size() > 1 && StringRef(Argv[1]).starts_with("-cc1")) {
      Result.SkipReason =
          "an internal step of the clang driver (" + Argv[1] + ")";
      return Result;
    }
    bool Hipcc = Result.Compiler == CompilerKind::Hipcc &&
                 sys::path::stem(Argv.front()) == "hipcc";
    std::optional<SourceLanguage> Detected =
        clangLanguage(Argv, Result.File, Hipcc);
    if (!Detected) {
      Result.SkipReason = Result.Compiler == CompilerKind::Hipcc
                              ? "not a HIP source (a host C/C++ compile)"
                              : "not a CUDA source (a host C/C++ compile)";
      return Result;
    }
    Language = *Detected;
    T.translateClang(Language);
  }
  if (!Result.SkipReason)
    T.finish(Language);
  return Result;
}

} // namespace kx
