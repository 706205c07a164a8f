//===- CommandTranslation.cpp - Database command to clang parse -----------===//
//
// nvcc options are matched by name against a small table; each entry says
// whether the option takes a value and what it becomes in a device-side clang
// parse. docs/nvcc-flags.md lists the same table for users. clang, hipcc and
// amdclang commands already speak clang: they are kept minus what would make
// more than one compiler job, write files, or stop clang's driver.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/CommandTranslation.h"
#include "clang/Basic/Cuda.h"
#include "clang/Driver/Options.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Option/ArgList.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/StringSaver.h"

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
  Keep,          ///< Same spelling in clang (-I, -D, -U, -isystem, ...).
  Drop,          ///< Nothing to do for a device-side parse.
  Arch,          ///< -arch / -code: a GPU architecture.
  Gencode,       ///< -gencode arch=...,code=...
  HostOptions,   ///< -Xcompiler: keep its preprocessor options.
  Std,           ///< -std=c++17.
  FastMath,      ///< --use_fast_math.
  Rdc,           ///< -rdc=true / -dc.
  NvccMacro,     ///< An option for which nvcc defines a macro.
  DefaultStream, ///< --default-stream per-thread defines a macro.
  Language,      ///< -x cu.
};

struct NvccOption {
  StringRef Name; ///< Without leading dashes.
  bool TakesValue;
  NvccAction Action;
};

// Options are matched after removing one or two leading dashes, so each
// entry covers both nvcc spellings (-arch and --gpu-architecture are two).
// --options-file/-optf never get here: they are expanded beforehand.
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
    {"default-stream", true, NvccAction::DefaultStream},
    {"x", true, NvccAction::Language},
    {"x-language", true, NvccAction::Language},
    // Outputs, phases and dependency files.
    {"c", false, NvccAction::Drop},
    {"compile", false, NvccAction::Drop},
    {"o", true, NvccAction::Drop},
    {"output-file", true, NvccAction::Drop},
    {"M", false, NvccAction::Drop},
    {"generate-dependencies", false, NvccAction::Drop},
    {"MM", false, NvccAction::Drop},
    {"generate-nonsystem-dependencies", false, NvccAction::Drop},
    {"MD", false, NvccAction::Drop},
    {"generate-dependencies-with-compile", false, NvccAction::Drop},
    {"MMD", false, NvccAction::Drop},
    {"generate-nonsystem-dependencies-with-compile", false, NvccAction::Drop},
    {"MP", false, NvccAction::Drop},
    {"generate-dependency-targets", false, NvccAction::Drop},
    {"MF", true, NvccAction::Drop},
    {"dependency-output", true, NvccAction::Drop},
    {"MT", true, NvccAction::Drop},
    {"dependency-target-name", true, NvccAction::Drop},
    {"keep", false, NvccAction::Drop},
    {"keep-dir", true, NvccAction::Drop},
    {"save-temps", false, NvccAction::Drop},
    {"dryrun", false, NvccAction::Drop},
    {"v", false, NvccAction::Drop},
    {"verbose", false, NvccAction::Drop},
    {"time", true, NvccAction::Drop},
    // Code generation, debug information and link-time options.
    {"O0", false, NvccAction::Drop},
    {"O1", false, NvccAction::Drop},
    {"O2", false, NvccAction::Drop},
    {"O3", false, NvccAction::Drop},
    {"Os", false, NvccAction::Drop},
    {"g", false, NvccAction::Drop},
    {"G", false, NvccAction::Drop},
    {"device-debug", false, NvccAction::Drop},
    {"lineinfo", false, NvccAction::Drop},
    {"generate-line-info", false, NvccAction::Drop},
    {"source-in-ptx", false, NvccAction::Drop},
    {"src-in-ptx", false, NvccAction::Drop},
    {"restrict", false, NvccAction::Drop},
    {"dlto", false, NvccAction::Drop},
    {"dlink-time-opt", false, NvccAction::Drop},
    {"extensible-whole-program", false, NvccAction::Drop},
    {"ewp", false, NvccAction::Drop},
    {"ftz", true, NvccAction::Drop},
    {"prec-div", true, NvccAction::Drop},
    {"prec-sqrt", true, NvccAction::Drop},
    {"fmad", true, NvccAction::Drop},
    {"maxrregcount", true, NvccAction::Drop},
    {"resource-usage", false, NvccAction::Drop},
    {"res-usage", false, NvccAction::Drop},
    {"threads", true, NvccAction::Drop},
    {"t", true, NvccAction::Drop},
    {"split-compile", true, NvccAction::Drop},
    {"split-compile-extended", true, NvccAction::Drop},
    {"m64", false, NvccAction::Drop},
    {"shared", false, NvccAction::Drop},
    {"cudart", true, NvccAction::Drop},
    {"cudadevrt", true, NvccAction::Drop},
    {"static-global-template-stub", true, NvccAction::Drop},
    {"L", true, NvccAction::Drop},
    {"l", true, NvccAction::Drop},
    // Options of the tools nvcc runs.
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
    {"allow-unsupported-compiler", false, NvccAction::Drop},
    {"forward-unknown-to-host-compiler", false, NvccAction::Drop},
    {"forward-unknown-opts", false, NvccAction::Drop},
    // Diagnostics.
    {"w", false, NvccAction::Drop},
    {"disable-warnings", false, NvccAction::Drop},
    {"Werror", true, NvccAction::Drop},
    {"diag-error", true, NvccAction::Drop},
    {"diag-warn", true, NvccAction::Drop},
    {"diag-suppress", true, NvccAction::Drop},
    {"display-error-number", false, NvccAction::Drop},
    {"err-no", false, NvccAction::Drop},
    {"no-display-error-number", false, NvccAction::Drop},
    {"no-err-no", false, NvccAction::Drop},
    {"ftemplate-backtrace-limit", true, NvccAction::Drop},
    {"ftemplate-depth", true, NvccAction::Drop},
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

/// nvcc's `-Werror` takes a list of these; a bare `-Werror` before another
/// option or the source is accepted without one.
bool isWerrorKindList(StringRef List) {
  SmallVector<StringRef, 4> Kinds;
  List.split(Kinds, ',');
  return llvm::all_of(Kinds, [](StringRef Kind) {
    return StringSwitch<bool>(Kind)
        .Cases("all-warnings", "cross-execution-space-call", "reorder", true)
        .Cases("default-stream-launch", "missing-launch-bounds", true)
        .Cases("ext-lambda-captures-this", "deprecated-declarations", true)
        .Default(false);
  });
}

std::string absolutePath(StringRef Directory, StringRef Path) {
  if (sys::path::is_absolute(Path))
    return std::string(Path);
  SmallString<256> Abs(Directory);
  sys::path::append(Abs, Path);
  sys::path::remove_dots(Abs, /*remove_dot_dot=*/true);
  return std::string(Abs);
}

/// nvcc pastes -Xcompiler values into a shell command line, so commas and
/// blanks separate options and quotes group and disappear, once or nested
/// (`"'-fPIC'"` is `-fPIC`).
void splitHostOptions(StringRef List, std::vector<std::string> &Out) {
  std::string Current;
  bool Quoted = false; // Current came (partly) from inside quotes.
  char Quote = 0;
  auto Flush = [&] {
    if (Current.empty())
      return;
    if (Quoted && StringRef(Current).find_first_of("'\"") != StringRef::npos)
      splitHostOptions(Current, Out);
    else
      Out.push_back(Current);
    Current.clear();
    Quoted = false;
  };
  for (char C : List) {
    if (Quote) {
      if (C == Quote)
        Quote = 0;
      else
        Current += C;
    } else if (C == '\'' || C == '"') {
      Quote = C;
      Quoted = true;
    } else if (C == ',' || isSpace(C)) {
      Flush();
    } else {
      Current += C;
    }
  }
  Flush();
}

/// Expands `@file` arguments and, for nvcc, `--options-file`/`-optf`:
/// each file's contents (GNU quoting) replace the argument, recursively.
/// Relative names resolve against the command's directory, as the build
/// ran there.
class ArgumentFileExpander {
public:
  ArgumentFileExpander(StringRef Directory, bool NvccOptionsFiles,
                       ParseCommand &Result)
      : Directory(Directory), NvccOptionsFiles(NvccOptionsFiles),
        Result(Result) {}

  void expand(ArrayRef<std::string> Args, std::vector<std::string> &Out) {
    for (size_t I = 0; I < Args.size(); ++I) {
      StringRef Arg = Args[I];
      std::string Spelling = Args[I];
      std::optional<std::string> File;
      if (Arg.size() > 1 && Arg.front() == '@') {
        File = Arg.drop_front().str();
      } else if (NvccOptionsFiles && Arg.starts_with("-")) {
        StringRef Name = Arg.drop_front(Arg.starts_with("--") ? 2 : 1);
        auto [Key, Value] = Name.split('=');
        if (Key == "options-file" || Key == "optf") {
          if (Name.contains('='))
            File = Value.str();
          else if (I + 1 < Args.size()) {
            File = Args[++I];
            Spelling += " " + *File;
          }
        }
      }
      if (!File) {
        Out.push_back(Args[I]);
        continue;
      }
      std::string Path = absolutePath(Directory, *File);
      // A file that includes itself, or nesting past any real build's.
      if (llvm::is_contained(Open, Path) || Open.size() >= 16) {
        Result.UnknownOptions.push_back(Spelling + " (recursive)");
        continue;
      }
      ErrorOr<std::unique_ptr<MemoryBuffer>> Buffer =
          MemoryBuffer::getFile(Path, /*IsText=*/true);
      if (!Buffer) {
        Result.UnknownOptions.push_back(Spelling + " (cannot read)");
        continue;
      }
      BumpPtrAllocator Alloc;
      StringSaver Saver(Alloc);
      SmallVector<const char *, 32> Tokens;
      cl::TokenizeGNUCommandLine((*Buffer)->getBuffer(), Saver, Tokens);
      std::vector<std::string> Contents(Tokens.begin(), Tokens.end());
      Open.push_back(Path);
      expand(Contents, Out);
      Open.pop_back();
    }
  }

private:
  StringRef Directory;
  bool NvccOptionsFiles;
  ParseCommand &Result;
  std::vector<std::string> Open; ///< Files being expanded, outermost first.
};

/// Builds a clang command line from pieces of the original one.
class Translator {
public:
  Translator(const clang::tooling::CompileCommand &Command,
             const TranslationSettings &Settings, ParseCommand &Result)
      : Command(Command), Settings(Settings), Result(Result) {}

  void translateNvcc();
  void translateClang(SourceLanguage Language);
  void finish(SourceLanguage Language);

private:
  void addPathOption(StringRef Flag, StringRef Path);
  void keepPreprocessorOption(StringRef Flag, StringRef Value);
  void addArch(StringRef Arch);
  void addHipArch(StringRef Arch);
  void addGencode(StringRef Spec);
  void addHostOptions(StringRef List);
  bool isMainFile(StringRef Arg) const;
  std::string cudaArch() const;
  std::string rocmPathArg() const;

  const clang::tooling::CompileCommand &Command;
  const TranslationSettings &Settings;
  ParseCommand &Result;
  std::vector<std::string> Flags; ///< Translated user flags, in order.
  unsigned HighestArch = 0;
  /// The spelling of HighestArch with its feature suffix (`sm_90a`), kept
  /// because code tests the macros such an architecture defines.
  std::string HighestArchName;
  std::string HipArch;         ///< The first AMD GPU the command names.
  std::string RocmPath;        ///< The command's own --rocm-path.
  std::string HipPath;         ///< The command's own --hip-path.
  std::string PendingHostFlag; ///< `-Xcompiler -isystem -Xcompiler dir`.
  bool ExplicitCuda = false;   ///< nvcc's `-x cu`.
  bool FromNvcc = false;       ///< Translated from an nvcc command.
};

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

void Translator::addArch(StringRef Arch) {
  // -arch=sm_80,sm_86 and -code=[sm_80,compute_80] are lists.
  Arch = Arch.trim("[]\"' ");
  SmallVector<StringRef, 4> Parts;
  Arch.split(Parts, ',', -1, /*KeepEmpty=*/false);
  for (StringRef Part : Parts) {
    Part = Part.trim("[] ");
    unsigned Number = parseGpuArchNumber(Part);
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

std::string Translator::cudaArch() const {
  if (!HighestArch)
    return Settings.DefaultGpuArch;
  if (clang::StringToOffloadArch(HighestArchName) !=
      clang::OffloadArch::UNKNOWN)
    return HighestArchName;
  return clampGpuArch(HighestArch);
}

/// The macros nvcc predefines and clang does not: `__NVCC__` and nvcc's
/// version, which is that of the CUDA headers parsed with (headers and code
/// test `__CUDACC_VER_MAJOR__` against the cuda.h they see).
void addNvccPredefines(const CudaHeaders &Cuda,
                       std::vector<std::string> &Args) {
  unsigned Major = 0, Minor = 0;
  auto Parse = [&](StringRef Version) {
    auto [MajorText, MinorText] = Version.split('.');
    return !MajorText.getAsInteger(10, Major) &&
           !MinorText.getAsInteger(10, Minor);
  };
  unsigned Build = Cuda.NvccBuild;
  if (!Parse(Cuda.Version)) {
    Parse(newestCudaVersionKnownToClang());
    Build = 0;
  }
  Args.push_back("-D__NVCC__=1");
  Args.push_back("-D__CUDACC_VER_MAJOR__=" + std::to_string(Major));
  Args.push_back("-D__CUDACC_VER_MINOR__=" + std::to_string(Minor));
  Args.push_back("-D__CUDACC_VER_BUILD__=" + std::to_string(Build));
}

bool hasHipHeaders(StringRef Root) {
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
    if (FromNvcc)
      addNvccPredefines(Settings.Cuda, Args);
  }
  llvm::append_range(Args, Flags);
  llvm::append_range(Args, Settings.ExtraArgs);
  Args.push_back(Result.File);
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

} // namespace

ParseCommand translateCommand(const clang::tooling::CompileCommand &Original,
                              const TranslationSettings &Settings) {
  ParseCommand Result;
  Result.Directory = Original.Directory;
  Result.File = absolutePath(Original.Directory, Original.Filename);
  Result.Compiler = Original.CommandLine.empty()
                        ? CompilerKind::HostCompiler
                        : classifyCompiler(Original.CommandLine.front());

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
  ArgumentFileExpander(Original.Directory,
                       Result.Compiler == CompilerKind::Nvcc, Result)
      .expand(ArrayRef(Original.CommandLine).drop_front(), Command.CommandLine);
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
