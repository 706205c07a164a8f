//===- Audit.cpp - Does the dataset hold every kernel the build compiled? -===//

#include "kernel-extract/Audit.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/ADT/StringSet.h"
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

std::string functionNameOfSymbol(StringRef Symbol) {
  std::string Context, Base;
  if (!splitFunctionName(Symbol, Context, Base))
    return Symbol.str();
  return withoutAnonymousNamespaces(Context.empty() ? Base
                                                    : Context + "::" + Base);
}

std::optional<CompiledKernel> kernelOfStubSymbol(StringRef Symbol) {
  std::string Context, Base;
  if (!splitFunctionName(Symbol, Context, Base) ||
      !StringRef(Base).starts_with(StubPrefix))
    return std::nullopt;
  StringRef Rest = StringRef(Base).drop_front(StubPrefix.size());
  CompiledKernel Kernel;
  if (Rest.starts_with("_Z")) {
    // nvcc: the stub's name is the prefix and the kernel's own symbol.
    Kernel.Symbol = Rest.str();
    Kernel.Name = functionNameOfSymbol(Rest);
    return Kernel;
  }
  // clang: `__device_stub__<kernel name>` in the kernel's own scope.
  if (!Rest.consume_front("_") || Rest.empty())
    return std::nullopt;
  Kernel.Symbol = Symbol.str();
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
    if (*Type != object::SymbolRef::ST_Function ||
        !Name->contains(StubPrefix))
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
    if (Output.empty())
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

AuditReport auditDataset(const Dataset &Data,
                         const std::vector<std::string> &Objects) {
  StringSet<> InDataset, Outside;
  for (const ExtractedKernel &K : Data.Kernels)
    InDataset.insert(withoutAnonymousNamespaces(K.Definition.QualifiedName));
  for (const std::string &Name : Data.KernelsOutsideProject)
    Outside.insert(withoutAnonymousNamespaces(Name));

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
