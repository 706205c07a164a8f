//===- Toolchain.cpp - Where clang's, CUDA's and HIP's headers come from --===//

#include "kernel-extract/Toolchain.h"
#include "clang/Basic/Cuda.h"
#include "clang/Basic/Version.h"
#include "clang/Frontend/CompilerInvocation.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/JSON.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/Process.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/Regex.h"
#include <dlfcn.h>
#include <fmt/format.h>

using namespace llvm;

namespace kx {

static bool isResourceDir(StringRef Dir) {
  SmallString<256> Probe(Dir);
  sys::path::append(Probe, "include", "stddef.h");
  return !Dir.empty() && sys::fs::exists(Probe);
}

std::string findClangResourceDir() {
  // The resource directory belongs to the clang library, not to our binary:
  // ask the dynamic loader where libclang-cpp lives and look beside it
  // (<libdir>/clang/<major>), as the clang binary does from its own path.
  Dl_info Info;
  auto *Anchor = reinterpret_cast<void *>(
      &clang::CompilerInvocation::GetResourcesPath);
  if (dladdr(Anchor, &Info) && Info.dli_fname) {
    SmallString<256> Real;
    if (!sys::fs::real_path(Info.dli_fname, Real)) {
      SmallString<256> Dir = sys::path::parent_path(Real);
      sys::path::append(Dir, "clang", CLANG_VERSION_MAJOR_STRING);
      if (isResourceDir(Dir))
        return std::string(Dir);
    }
  }
  if (isResourceDir(KX_CLANG_RESOURCE_DIR))
    return KX_CLANG_RESOURCE_DIR;
  return {};
}

std::string findToolResourceDir(const char *Argv0, void *MainAddr) {
  std::string Exe = sys::fs::getMainExecutable(Argv0, MainAddr);
  SmallString<256> Dir = sys::path::parent_path(sys::path::parent_path(Exe));
  sys::path::append(Dir, "share", "kernel-extract");
  if (sys::fs::is_directory(Dir))
    return std::string(Dir);
  return KX_SOURCE_RESOURCES_DIR;
}

StringRef newestCudaVersionKnownToClang() {
  return clang::CudaVersionToString(clang::CudaVersion::PARTIALLY_SUPPORTED);
}

/// Reads `#define CUDA_VERSION 12040` from cuda.h as "12.4".
static std::string readCudaVersion(StringRef IncludeDir) {
  SmallString<256> CudaH(IncludeDir);
  sys::path::append(CudaH, "cuda.h");
  auto Buffer = MemoryBuffer::getFile(CudaH);
  if (!Buffer)
    return {};
  SmallVector<StringRef, 2> Match;
  Regex Define("#[ \t]*define[ \t]+CUDA_VERSION[ \t]+([0-9]+)");
  if (!Define.match((*Buffer)->getBuffer(), &Match))
    return {};
  unsigned Number = 0;
  if (Match[1].getAsInteger(10, Number))
    return {};
  return fmt::format("{}.{}", Number / 1000, (Number % 1000) / 10);
}

/// The build number of the first `major.minor.build` in \p Text when its
/// major.minor is \p Version; 0 otherwise.
static unsigned buildNumberIn(StringRef Text, StringRef Version) {
  SmallVector<StringRef, 4> Match;
  Regex Triple("([0-9]+)\\.([0-9]+)\\.([0-9]+)");
  if (Version.empty() || !Triple.match(Text, &Match))
    return 0;
  if ((Match[1] + "." + Match[2]).str() != Version)
    return 0;
  unsigned Build = 0;
  if (Match[3].getAsInteger(10, Build))
    return 0;
  return Build;
}

/// The build number of the nvcc an SDK comes with (88 for `V13.0.88`),
/// which nvcc defines as __CUDACC_VER_BUILD__: from the installer's
/// version.json (CUDA 11.1 on) or version.txt (before), the wheels'
/// dist-info directory, else `bin/nvcc --version`. 0 when none agrees with
/// \p Version, the major.minor of the SDK's cuda.h.
static unsigned readNvccBuild(StringRef Root, StringRef Version) {
  SmallString<256> Json(Root);
  sys::path::append(Json, "version.json");
  if (auto Buffer = MemoryBuffer::getFile(Json)) {
    Expected<json::Value> Parsed = json::parse((*Buffer)->getBuffer());
    if (!Parsed)
      consumeError(Parsed.takeError());
    else if (const json::Object *Top = Parsed->getAsObject())
      if (const json::Object *Nvcc = Top->getObject("cuda_nvcc"))
        if (std::optional<StringRef> Text = Nvcc->getString("version"))
          if (unsigned Build = buildNumberIn(*Text, Version))
            return Build;
  }
  SmallString<256> Txt(Root);
  sys::path::append(Txt, "version.txt");
  if (auto Buffer = MemoryBuffer::getFile(Txt))
    if (unsigned Build = buildNumberIn((*Buffer)->getBuffer(), Version))
      return Build;
  SmallString<256> DistInfo(Root);
  sys::path::append(DistInfo, "dist-info");
  std::error_code EC;
  for (sys::fs::directory_iterator It(DistInfo, EC), End; !EC && It != End;
       It.increment(EC)) {
    StringRef Name = sys::path::filename(It->path());
    if (Name.consume_front("nvidia_cuda_nvcc-"))
      if (unsigned Build = buildNumberIn(Name, Version))
        return Build;
  }
  SmallString<256> Nvcc(Root);
  sys::path::append(Nvcc, "bin", "nvcc");
  if (!sys::fs::can_execute(Nvcc))
    return 0;
  SmallString<128> Output;
  if (sys::fs::createTemporaryFile("kernel-extract-nvcc-version", "txt",
                                   Output))
    return 0;
  std::optional<StringRef> Redirects[] = {StringRef(""), StringRef(Output),
                                          StringRef("")};
  std::string NvccPath(Nvcc);
  int Status = sys::ExecuteAndWait(NvccPath, {NvccPath, "--version"},
                                   std::nullopt, Redirects,
                                   /*SecondsToWait=*/10);
  unsigned Build = 0;
  if (Status == 0)
    if (auto Buffer = MemoryBuffer::getFile(Output)) {
      // "Cuda compilation tools, release 13.0, V13.0.88"
      StringRef Text = (*Buffer)->getBuffer();
      size_t At = Text.find(", V");
      if (At != StringRef::npos)
        Build = buildNumberIn(Text.drop_front(At + 3), Version);
    }
  sys::fs::remove(Output);
  return Build;
}

static bool versionNewerThan(StringRef A, StringRef B) {
  VersionTuple VA, VB;
  return !VA.tryParse(A) && !VB.tryParse(B) && VA > VB;
}

static bool isCudaSdk(StringRef Root) {
  SmallString<256> Header(Root);
  sys::path::append(Header, "include", "cuda_runtime.h");
  SmallString<256> CudaH(Root);
  sys::path::append(CudaH, "include", "cuda.h");
  return sys::fs::exists(Header) && sys::fs::exists(CudaH);
}

/// Where a CUDA SDK would be on this machine, in the order nvcc users expect.
static std::vector<std::string> sdkCandidates() {
  std::vector<std::string> Candidates;
  for (const char *Var : {"CUDA_PATH", "CUDA_HOME", "CUDA_ROOT"})
    if (std::optional<std::string> Value = sys::Process::GetEnv(Var))
      Candidates.push_back(*Value);
  if (ErrorOr<std::string> Nvcc = sys::findProgramByName("nvcc")) {
    SmallString<256> Real;
    if (!sys::fs::real_path(*Nvcc, Real))
      Candidates.push_back(
          std::string(sys::path::parent_path(sys::path::parent_path(Real))));
  }
  Candidates.push_back("/usr/local/cuda");
  return Candidates;
}

/// A header of the tool's own that parses pre-include.
static std::string compatHeader(StringRef ToolResourceDir, StringRef Name) {
  SmallString<256> Path(ToolResourceDir);
  sys::path::append(Path, "cuda-compat", Name);
  return std::string(Path);
}

static CudaHeaders sdkHeaders(StringRef Root, StringRef ToolResourceDir) {
  CudaHeaders Headers;
  Headers.Source = CudaHeaders::Kind::SDK;
  Headers.Path = std::string(Root);
  SmallString<256> Include(Root);
  sys::path::append(Include, "include");
  Headers.Version = readCudaVersion(Include);
  Headers.NvccBuild = readNvccBuild(Root, Headers.Version);
  Headers.Args.push_back("--cuda-path=" + Headers.Path);

  if (versionNewerThan(Headers.Version, newestCudaVersionKnownToClang())) {
    // clang accepts a newer SDK with a warning, but then assumes the pre-9.2
    // launch API (cudaConfigureCall) for <<<>>>; tell Sema the newest
    // version it knows so launches resolve as with a supported SDK.
    Headers.Args.push_back("-Wno-unknown-cuda-version");
    Headers.Args.push_back("-Xclang");
    Headers.Args.push_back(
        ("-target-sdk-version=" + newestCudaVersionKnownToClang()).str());
  }

  // CUDA 13 removed texture_fetch_functions.h and surface_functions.h, which
  // clang's CUDA wrapper still includes; empty stand-ins take their place.
  // -idirafter: searched after the SDK, so a header the SDK still has
  // (texture_indirect_functions.h, with tex1Dfetch<T>) is the SDK's.
  SmallString<256> Texture(Include);
  sys::path::append(Texture, "texture_fetch_functions.h");
  if (!sys::fs::exists(Texture)) {
    SmallString<256> Compat(ToolResourceDir);
    sys::path::append(Compat, "cuda-compat");
    Headers.Args.push_back("-idirafter");
    Headers.Args.push_back(std::string(Compat));
  }
  // What nvcc's cuda_runtime.h brings and clang's wrapper does not: host
  // min()/max(), the cache-hint loads and stores.
  Headers.Args.push_back("-include");
  Headers.Args.push_back(compatHeader(ToolResourceDir, "kernel_extract_sdk_compat.h"));
  Headers.NvccArgs = {"-include", compatHeader(ToolResourceDir, "kernel_extract_nvcc.h")};
  // CUDA 13 moved libcu++, Thrust and CUB under include/cccl.
  SmallString<256> Cccl(Include);
  sys::path::append(Cccl, "cccl");
  if (sys::fs::is_directory(Cccl)) {
    // Its assert.h, read through a stand-in that makes it parse with
    // clang's CUDA wrapper (resources/cccl-compat).
    SmallString<256> CcclCompat(ToolResourceDir);
    sys::path::append(CcclCompat, "cccl-compat");
    Headers.Args.push_back("-isystem");
    Headers.Args.push_back(std::string(CcclCompat));
    Headers.Args.push_back("-isystem");
    Headers.Args.push_back(std::string(Cccl));
  }
  return Headers;
}

static Expected<CudaHeaders> bundledHeaders(StringRef ToolResourceDir) {
  SmallString<256> Include(ToolResourceDir);
  sys::path::append(Include, "cuda", "include");
  SmallString<256> Runtime(Include);
  sys::path::append(Runtime, "cuda_runtime.h");
  if (!sys::fs::exists(Runtime))
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("bundled CUDA headers not found: '{}' does not exist "
                    "(install kernel-extract with its share/kernel-extract "
                    "directory)",
                    Runtime.str().str()));
  CudaHeaders Headers;
  Headers.Source = CudaHeaders::Kind::Bundled;
  Headers.Path = std::string(Include);
  Headers.Version = readCudaVersion(Include);
  // With -nocudainc clang includes no CUDA wrapper; the bundled
  // cuda_runtime.h stands in for it, pre-included as nvcc does.
  // clang still looks for an SDK to learn its version, and warns about one
  // it finds too new; the bundled headers say which version they model.
  Headers.Args = {"-nocudainc", "-Wno-unknown-cuda-version", "-isystem",
                  Headers.Path,  "-include",
                  "cuda_runtime.h"};
  if (!Headers.Version.empty()) {
    Headers.Args.push_back("-Xclang");
    Headers.Args.push_back("-target-sdk-version=" + Headers.Version);
  }
  Headers.NvccArgs = {"-include", compatHeader(ToolResourceDir, "kernel_extract_nvcc.h")};
  return Headers;
}

Expected<CudaHeaders> selectCudaHeaders(StringRef Request,
                                        StringRef ToolResourceDir) {
  if (Request == "bundled")
    return bundledHeaders(ToolResourceDir);
  if (Request == "auto" || Request.empty()) {
    for (const std::string &Candidate : sdkCandidates())
      if (isCudaSdk(Candidate))
        return sdkHeaders(Candidate, ToolResourceDir);
    return bundledHeaders(ToolResourceDir);
  }
  SmallString<256> Root(Request);
  sys::fs::make_absolute(Root);
  if (!isCudaSdk(Root))
    return createStringError(
        inconvertibleErrorCode(),
        fmt::format("--cuda-path={}: not a CUDA SDK (no include/cuda.h and "
                    "include/cuda_runtime.h there); use 'auto' or 'bundled'",
                    Request.str()));
  return sdkHeaders(Root, ToolResourceDir);
}

std::string CudaHeaders::describe() const {
  if (Source == Kind::Bundled)
    return fmt::format("bundled CUDA headers (modelling CUDA {}) from {}",
                       Version.empty() ? "?" : Version, Path);
  std::string Line =
      fmt::format("CUDA SDK {} at {}", Version.empty() ? "?" : Version, Path);
  if (versionNewerThan(Version, newestCudaVersionKnownToClang()))
    Line += fmt::format(" (newer than clang {} supports: parsed as CUDA {})",
                        CLANG_VERSION_MAJOR_STRING,
                        newestCudaVersionKnownToClang().str());
  return Line;
}

static bool isRocmRoot(StringRef Root) {
  SmallString<256> Header(Root);
  sys::path::append(Header, "include", "hip", "hip_runtime.h");
  return !Root.empty() && sys::fs::exists(Header);
}

std::string findRocmPath() {
  std::vector<std::string> Candidates;
  for (const char *Var : {"ROCM_PATH", "HIP_PATH"})
    if (std::optional<std::string> Value = sys::Process::GetEnv(Var))
      Candidates.push_back(*Value);
  if (ErrorOr<std::string> Hipcc = sys::findProgramByName("hipcc")) {
    // <root>/bin/hipcc; a symlink into a versioned install
    // (/usr/bin/hipcc -> /opt/rocm-6.2.0/bin/hipcc) is tried both ways.
    Candidates.push_back(
        std::string(sys::path::parent_path(sys::path::parent_path(*Hipcc))));
    SmallString<256> Real;
    if (!sys::fs::real_path(*Hipcc, Real))
      Candidates.push_back(
          std::string(sys::path::parent_path(sys::path::parent_path(Real))));
  }
  Candidates.push_back("/opt/rocm");
  for (const std::string &Candidate : Candidates)
    if (isRocmRoot(Candidate)) {
      SmallString<256> Root(Candidate);
      sys::path::remove_dots(Root, /*remove_dot_dot=*/true);
      return std::string(Root);
    }
  return {};
}

std::optional<HipVersion> installedHipVersion(StringRef RocmRoot) {
  if (RocmRoot.empty())
    return std::nullopt;
  SmallString<256> Header(RocmRoot);
  sys::path::append(Header, "include", "hip", "hip_version.h");
  auto Text = MemoryBuffer::getFile(Header);
  if (!Text)
    return std::nullopt;
  std::optional<unsigned> Major, Minor;
  SmallVector<StringRef, 64> Lines;
  (*Text)->getBuffer().split(Lines, '\n');
  for (StringRef Line : Lines) {
    SmallVector<StringRef, 4> Words;
    Line.split(Words, ' ', -1, /*KeepEmpty=*/false);
    unsigned Value;
    if (Words.size() != 3 || Words[0] != "#define" ||
        Words[2].trim().getAsInteger(10, Value))
      continue;
    if (Words[1] == "HIP_VERSION_MAJOR")
      Major = Value;
    else if (Words[1] == "HIP_VERSION_MINOR")
      Minor = Value;
  }
  if (!Major || !Minor)
    return std::nullopt;
  return HipVersion{*Major, *Minor};
}

} // namespace kx
