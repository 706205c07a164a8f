//===- Audit.cpp - Does the dataset hold every kernel the build compiled? -===//

#include "kernel-extract/Audit.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/Object/ObjectFile.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include <fmt/format.h>
#include <map>

using namespace llvm;

namespace kx {

namespace {

constexpr StringRef StubPrefix = "__device_stub_";

/// Drops anonymous namespaces from a qualified name: clang prints them as
/// "(anonymous namespace)", nvcc mangles them as `_GLOBAL__N__<hash>_...`,
/// and a kernel in one is one kernel either way.
std::string withoutAnonymousNamespaces(StringRef Qualified) {
  SmallVector<StringRef, 4> Parts;
  Qualified.split(Parts, "::");
  std::string Out;
  for (StringRef Part : Parts) {
    if (Part == "(anonymous namespace)" || Part.starts_with("_GLOBAL__N"))
      continue;
    if (!Out.empty())
      Out += "::";
    Out += Part.str();
  }
  return Out;
}

/// Context and base name of a mangled function, or false.
bool splitFunctionName(StringRef Symbol, std::string &Context,
                       std::string &Base) {
  ItaniumPartialDemangler Demangler;
  std::string Mangled = Symbol.str(); // The demangler points into it.
  if (Demangler.partialDemangle(Mangled.c_str()) ||
      !Demangler.isFunction())
    return false;
  auto Take = [](char *Text) {
    std::string Out = Text ? Text : "";
    std::free(Text);
    return Out;
  };
  size_t Size = 0;
  Context = Take(Demangler.getFunctionDeclContextName(nullptr, &Size));
  Size = 0;
  Base = Take(Demangler.getFunctionBaseName(nullptr, &Size));
  return true;
}

} // namespace

/// The qualified name at the head of a mangled symbol, read without the
/// demangler (which gives up on nvcc's extended-lambda manglings,
/// `Unvdl...`): `_ZN4mgpu7launchI...` is `mgpu::launch`. Empty if the head
/// is not a plain or nested source name.
static std::string leadingName(StringRef Symbol) {
  if (!Symbol.consume_front("_Z"))
    return "";
  Symbol.consume_front("L");
  bool Nested = Symbol.consume_front("N");
  std::string Name;
  while (!Symbol.empty() && isDigit(Symbol.front())) {
    size_t Length = 0;
    StringRef Digits = Symbol.take_while(isDigit);
    if (Digits.getAsInteger(10, Length) ||
        Symbol.size() < Digits.size() + Length)
      return "";
    Symbol = Symbol.drop_front(Digits.size());
    if (!Name.empty())
      Name += "::";
    Name += Symbol.take_front(Length).str();
    Symbol = Symbol.drop_front(Length);
    if (!Nested)
      break;
  }
  return Name;
}

std::string functionNameOfSymbol(StringRef Symbol) {
  std::string Context, Base;
  if (splitFunctionName(Symbol, Context, Base))
    return withoutAnonymousNamespaces(Context.empty() ? Base
                                                      : Context + "::" + Base);
  std::string Leading = leadingName(Symbol);
  return Leading.empty() ? Symbol.str() : withoutAnonymousNamespaces(Leading);
}

std::optional<CompiledKernel> kernelOfStubSymbol(StringRef Symbol) {
  // nvcc names each kernel's stub `__device_stub_` + the kernel's symbol.
  // The stub, or only the statics inside it when -O3 inlined it away, are
  // in the object; either way the stub's name is a length-prefixed source
  // name in the symbol, read here without demangling.
  size_t At = Symbol.find(StubPrefix);
  if (At == StringRef::npos)
    return std::nullopt;
  StringRef Before = Symbol.take_front(At);
  StringRef Digits = Before.take_back(
      Before.size() - Before.find_last_not_of("0123456789") - 1);
  size_t Length = 0;
  if (!Digits.empty() && !Digits.getAsInteger(10, Length) &&
      At + Length <= Symbol.size()) {
    StringRef Stub = Symbol.substr(At, Length);
    StringRef Kernel = Stub.drop_front(StubPrefix.size());
    if (Kernel.starts_with("_Z"))
      return CompiledKernel{Kernel.str(), functionNameOfSymbol(Kernel)};
  }
  // clang (hipcc): `__device_stub__<kernel name>` in the kernel's own
  // scope, a function of its own; the kernel's symbol is the stub's with
  // that one name shortened back.
  std::string Context, Base;
  if (!splitFunctionName(Symbol, Context, Base) ||
      !StringRef(Base).starts_with(StubPrefix))
    return std::nullopt;
  StringRef Rest = StringRef(Base).drop_front(StubPrefix.size());
  if (!Rest.consume_front("_") || Rest.empty())
    return std::nullopt;
  CompiledKernel Kernel;
  Kernel.Symbol = Symbol.str();
  if (!Digits.empty() && Length == StubPrefix.size() + 1 + Rest.size() &&
      Symbol.substr(At, Length).ends_with(Rest))
    Kernel.Symbol = (Symbol.take_front(At - Digits.size()) +
                     std::to_string(Rest.size()) + Rest +
                     Symbol.drop_front(At + Length))
                        .str();
  Kernel.Name = withoutAnonymousNamespaces(
      Context.empty() ? Rest.str() : Context + "::" + Rest.str());
  return Kernel;
}

Expected<std::vector<CompiledKernel>> kernelsInObject(StringRef Path) {
  Expected<object::OwningBinary<object::ObjectFile>> Binary =
      object::ObjectFile::createObjectFile(Path);
  if (!Binary)
    return Binary.takeError();
  std::map<std::string, CompiledKernel> BySymbol;
  for (const object::SymbolRef &Symbol : Binary->getBinary()->symbols()) {
    Expected<object::SymbolRef::Type> Type = Symbol.getType();
    Expected<StringRef> Name = Symbol.getName();
    if (!Type || !Name) {
      consumeError(Type.takeError());
      consumeError(Name.takeError());
      continue;
    }
    if (!Name->contains(StubPrefix) ||
        // The wrappers nvcc adds around template stubs name no kernel.
        Name->contains("__wrapper__device_stub_"))
      continue;
    if (std::optional<CompiledKernel> Kernel = kernelOfStubSymbol(*Name))
      BySymbol.emplace(Kernel->Symbol, std::move(*Kernel));
  }
  std::vector<CompiledKernel> Kernels;
  for (auto &[Symbol, Kernel] : BySymbol)
    Kernels.push_back(std::move(Kernel));
  return Kernels;
}

std::vector<std::string>
objectsOfDatabase(const clang::tooling::CompilationDatabase &Database) {
  std::vector<std::string> Objects;
  for (const clang::tooling::CompileCommand &Command :
       Database.getAllCompileCommands()) {
    std::string Output = Command.Output;
    const std::vector<std::string> &Argv = Command.CommandLine;
    for (size_t I = 1; Output.empty() && I < Argv.size(); ++I) {
      StringRef Arg = Argv[I];
      if ((Arg == "-o" || Arg == "--output-file") && I + 1 < Argv.size())
        Output = Argv[I + 1];
      else if (Arg.starts_with("--output-file="))
        Output = Arg.drop_front(strlen("--output-file=")).str();
      else if (Arg.starts_with("-o") && Arg.size() > 2 &&
               !Arg.starts_with("-offload"))
        Output = Arg.drop_front(2).str();
    }
    // A job compiling for the GPU alone (clang's -MJ records hipcc's
    // device job beside its host one) writes no host stubs.
    if (Output.empty() || llvm::any_of(Argv, [](StringRef Arg) {
          return Arg.starts_with("--target=amdgcn") ||
                 Arg.starts_with("--target=nvptx") ||
                 Arg == "--offload-device-only" ||
                 Arg == "--cuda-device-only";
        }))
      continue;
    SmallString<256> Path(Output);
    if (!sys::path::is_absolute(Path)) {
      Path = Command.Directory;
      sys::path::append(Path, Output);
    }
    sys::path::remove_dots(Path, /*remove_dot_dot=*/true);
    Objects.push_back(std::string(Path));
  }
  llvm::sort(Objects);
  Objects.erase(std::unique(Objects.begin(), Objects.end()), Objects.end());
  return Objects;
}

namespace {

/// Kernels by qualified name, matched the way a mangled name reads them:
/// a symbol's name also spells the inline namespaces that qualified names
/// leave out (`cub::CUB_300001_SM_800::detail::EmptyKernel` is
/// `cub::detail::EmptyKernel`), so a recorded name matches when its
/// components appear in order in the symbol's, the last one last.
class KernelNames {
public:
  void add(StringRef Qualified) {
    std::vector<std::string> Parts = components(Qualified);
    if (!Parts.empty())
      ByBase[Parts.back()].push_back(std::move(Parts));
  }
  bool contains(StringRef Qualified) const {
    std::vector<std::string> Parts = components(Qualified);
    if (Parts.empty())
      return false;
    auto It = ByBase.find(Parts.back());
    if (It == ByBase.end())
      return false;
    return llvm::any_of(It->second, [&](const std::vector<std::string> &Known) {
      size_t I = 0;
      for (const std::string &Part : Parts)
        if (I < Known.size() && Part == Known[I])
          ++I;
      return I == Known.size();
    });
  }

private:
  static std::vector<std::string> components(StringRef Qualified) {
    std::string Name = withoutAnonymousNamespaces(Qualified);
    SmallVector<StringRef, 4> Split;
    StringRef(Name).split(Split, "::");
    std::vector<std::string> Parts;
    for (StringRef Part : Split)
      Parts.push_back(Part.str());
    return Parts;
  }
  StringMap<std::vector<std::vector<std::string>>> ByBase;
};

} // namespace

AuditReport auditDataset(const Dataset &Data,
                         const std::vector<std::string> &Objects) {
  KernelNames InDataset, Outside;
  for (const ExtractedKernel &K : Data.Kernels)
    InDataset.add(K.Definition.QualifiedName);
  for (const std::string &Name : Data.KernelsOutsideProject)
    Outside.add(Name);

  AuditReport Report;
  // Symbol -> (kernel, first object); objects come sorted.
  std::map<std::string, std::pair<std::string, std::string>> Compiled;
  for (const std::string &Object : Objects) {
    if (!sys::fs::exists(Object)) {
      Report.ObjectsUnread.push_back({Object, "no such file"});
      continue;
    }
    Expected<std::vector<CompiledKernel>> Kernels = kernelsInObject(Object);
    if (!Kernels) {
      Report.ObjectsUnread.push_back({Object, toString(Kernels.takeError())});
      continue;
    }
    ++Report.ObjectsRead;
    for (CompiledKernel &K : *Kernels)
      Compiled.emplace(K.Symbol, std::make_pair(K.Name, Object));
  }
  for (const auto &[Symbol, Where] : Compiled) {
    const auto &[Name, Object] = Where;
    if (InDataset.contains(Name)) {
      ++Report.KernelsCompiled;
      ++Report.KernelsInDataset;
    } else if (Outside.contains(Name)) {
      ++Report.KernelsOutsideProject;
    } else {
      ++Report.KernelsCompiled;
      Report.Missing.push_back({Name, Symbol, Object});
    }
  }
  llvm::sort(Report.Missing, [](const MissingKernel &A, const MissingKernel &B) {
    return std::tie(A.Kernel, A.Symbol) < std::tie(B.Kernel, B.Symbol);
  });
  return Report;
}

} // namespace kx
