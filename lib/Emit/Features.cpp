//===- Features.cpp - What dataset filters select kernels by --------------===//
//
// Counted on the variant's own text, as the raw lexer sees it (comments and
// preprocessing aside); what the kernel calls of the project and which
// libraries it needs come from its standalone unit.
//
//===----------------------------------------------------------------------===//

#include "Features.h"
#include "Support/RawTokens.h"
#include "llvm/ADT/StringSwitch.h"
#include <set>

using namespace llvm;

namespace kx {

namespace {

bool isWarpIntrinsic(StringRef Name) {
  return Name.starts_with("__shfl") || Name.starts_with("__ballot") ||
         Name.starts_with("__match_") ||
         (Name.starts_with("__reduce_") && Name.ends_with("_sync")) ||
         Name == "__any_sync" || Name == "__all_sync" ||
         Name == "__uni_sync" || Name == "__activemask" ||
         Name == "__syncwarp" || Name == "__any" || Name == "__all";
}

/// Bytes of one element of a `__shared__` array of \p Type, for the types
/// whose size is the same on every CUDA target.
std::optional<uint64_t> elementBytes(StringRef Type) {
  return StringSwitch<std::optional<uint64_t>>(Type)
      .Cases("char", "signed char", "unsigned char", "bool", "int8_t",
             "uint8_t", 1)
      .Cases("short", "unsigned short", "__half", "half", "__nv_bfloat16",
             "int16_t", "uint16_t", 2)
      .Cases("int", "unsigned int", "unsigned", "float", "int32_t", "uint32_t",
             "__half2", "half2", "__nv_bfloat162", 4)
      .Cases("double", "long long", "unsigned long long", "long",
             "unsigned long", "int64_t", "uint64_t", "size_t", 8)
      .Cases("float2", "int2", "uint2", 8)
      .Cases("float4", "int4", "uint4", "double2", "longlong2", 16)
      .Default(std::nullopt);
}

/// The library a unit's `#include` brings, by its header.
std::optional<StringRef> libraryOf(StringRef Include) {
  StringRef Header = Include.trim("<>\"");
  if (Header.starts_with("cub/"))
    return "cub";
  if (Header.starts_with("thrust/"))
    return "thrust";
  if (Header.starts_with("cooperative_groups"))
    return "cooperative_groups";
  if (Header.starts_with("curand"))
    return "curand";
  if (Header.starts_with("cublas"))
    return "cublas";
  if (Header.starts_with("cufft"))
    return "cufft";
  if (Header.starts_with("cuda/"))
    return "libcu++";
  // Header-only libraries a unit includes from the system's directories.
  if (Header.starts_with("glm/"))
    return "glm";
  if (Header.starts_with("Eigen/") || Header.starts_with("eigen3/"))
    return "eigen";
  if (Header.starts_with("cutlass/") || Header.starts_with("cute/"))
    return "cutlass";
  return StringSwitch<std::optional<StringRef>>(Header)
      .Case("cuda_fp16.h", "cuda_fp16")
      .Case("cuda_bf16.h", "cuda_bf16")
      .Case("cuda_fp8.h", "cuda_fp8")
      .Case("mma.h", "wmma")
      .Case("cuComplex.h", "cucomplex")
      .Default(std::nullopt);
}

} // namespace

json::Object featuresJson(const Kernel &K, const KernelVariant &V) {
  std::vector<RawToken> Tokens = rawTokens(V.Text);
  unsigned Atomics = 0, Warp = 0, Sync = 0, Loops = 0;
  // Names the unit copied from the project, by their last component.
  std::set<std::string> Copied;
  if (V.Unit)
    for (const std::string &Declaration : V.Unit->Declarations) {
      size_t Colons = Declaration.rfind("::");
      Copied.insert(Colons == std::string::npos
                        ? Declaration
                        : Declaration.substr(Colons + 2));
    }
  std::set<std::string> Called;
  for (size_t I = 0; I < Tokens.size(); ++I) {
    if (Tokens[I].Kind != clang::tok::raw_identifier)
      continue;
    StringRef Name = Tokens[I].Spelling;
    bool IsCall = I + 1 < Tokens.size() &&
                  (Tokens[I + 1].Kind == clang::tok::l_paren ||
                   Tokens[I + 1].Kind == clang::tok::less);
    if (Name == "for" || Name == "while" || Name == "do")
      ++Loops;
    if (!IsCall)
      continue;
    if (Name.starts_with("atomic") || Name.starts_with("__nv_atomic"))
      ++Atomics;
    else if (Name.starts_with("__syncthreads"))
      ++Sync;
    else if (isWarpIntrinsic(Name))
      ++Warp;
    else if (I > 0 && Name != K.Name && Copied.count(Name.str()))
      Called.insert(Name.str());
  }
  json::Array CalledNames;
  for (const std::string &Name : Called)
    CalledNames.push_back(Name);

  std::optional<uint64_t> StaticBytes = 0;
  for (const SharedArray &A : V.Resources.SharedArrays) {
    if (A.IsExtern)
      continue;
    std::optional<uint64_t> Element = elementBytes(A.ElementType);
    if (!Element || A.Size.Value.size() != 1 || A.Size.Value[0] < 0) {
      StaticBytes.reset();
      break;
    }
    *StaticBytes += *Element * uint64_t(A.Size.Value[0]);
  }

  std::set<std::string> Libraries;
  if (V.Unit) {
    for (const std::string &Include : V.Unit->Includes)
      if (std::optional<StringRef> Library = libraryOf(Include))
        Libraries.insert(Library->str());
    if (!V.Unit->LibraryDeclarations.empty())
      Libraries.insert("framework");
  }
  json::Array LibraryNames;
  for (const std::string &Library : Libraries)
    LibraryNames.push_back(Library);

  return json::Object{
      {"lines", 1 + StringRef(V.Text).count('\n')},
      {"tokens", Tokens.size()},
      {"template", K.IsTemplate},
      {"device_functions_called",
       json::Object{{"count", Called.size()},
                    {"names", std::move(CalledNames)}}},
      {"shared_memory",
       json::Object{{"static_bytes", StaticBytes ? json::Value(*StaticBytes)
                                                 : json::Value(nullptr)},
                    {"dynamic", V.Resources.UsesDynamicSharedMemory}}},
      {"atomics", Atomics},
      {"warp_intrinsics", Warp},
      {"syncthreads", Sync},
      {"loops", Loops},
      {"uses_library", std::move(LibraryNames)},
  };
}

} // namespace kx
