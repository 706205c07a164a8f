//===- HipFallbacks.cpp - Definitions a HIP unit carries for its HIP -----===//
//
// Some of what the targeted HIP lacks has a meaning HIP code can spell. A
// unit that uses one gets the definition, written after its includes,
// instead of being marked unavailable: the uses keep CUDA's text.
//
//===----------------------------------------------------------------------===//

#include "HipTranslation.h"
#include <fmt/format.h>
#include <vector>

namespace kx {

namespace {

struct Fallback {
  std::string What;          ///< As missingInHip names it.
  llvm::StringRef Namespace; ///< Where the definition goes; "" is global.
  HipVersion Until;          ///< The HIP that has it; {0, 0}: none does.
  std::string Definition;
};

/// cooperative_groups::plus and its kin: `Result` of `a` and `b`.
Fallback reduceOperator(llvm::StringRef Name, llvm::StringRef Result) {
  std::string Call =
      "  __device__ T operator()(const T &a, const T &b) const {";
  std::string Body =
      Call.size() + Result.size() + 11 <= 80
          ? fmt::format("{} return {}; }}\n", Call, Result.str())
          : fmt::format("{}\n    return {};\n  }}\n", Call, Result.str());
  return {"cooperative_groups::" + Name.str(), "cooperative_groups",
          {0, 0},
          fmt::format("template <class T> struct {} {{\n{}}};\n", Name.str(),
                      Body)};
}

/// `__stcs` and the other cache-hinted stores: a cache hint changes no
/// value.
Fallback plainStore(llvm::StringRef Name) {
  return {Name.str(), "", {0, 0},
          fmt::format("template <class T, class U> __device__ void {}(T "
                      "*address, U value) {{\n"
                      "  *address = value;\n"
                      "}}\n",
                      Name.str())};
}

/// A bfloat16 function of hip_bf16.h (HIP 6.0), declared by \p Signature
/// (`float __bfloat162float(hip_bfloat16 b)`), for an older HIP.
Fallback beforeHipBf16(llvm::StringRef Signature, llvm::StringRef Body) {
  llvm::StringRef Name =
      Signature.substr(0, Signature.find('(')).rsplit(' ').second;
  return {Name.str(), "", {6, 0},
          fmt::format("__host__ __device__ inline {} {{\n{}}}\n",
                      Signature.str(), Body.str())};
}

// In the order they are written: a definition only uses those above it.
const std::vector<Fallback> &fallbacks() {
  static const std::vector<Fallback> Table = {
      reduceOperator("plus", "a + b"),
      reduceOperator("less", "b < a ? b : a"),
      reduceOperator("greater", "a < b ? b : a"),
      reduceOperator("bit_and", "a & b"),
      reduceOperator("bit_or", "a | b"),
      reduceOperator("bit_xor", "a ^ b"),
      // Every lane ends with the whole tile's value, as with CUDA's. A value
      // crosses lanes word by word, so any trivially copyable type does (a
      // struct of a sum and a maximum), as in CUDA.
      {"cooperative_groups::reduce", "cooperative_groups", {0, 0},
       "template <class Group, class T, class Op>\n"
       "__device__ T reduce(const Group &group, T value, Op op) {\n"
       "  for (unsigned int lane = 1; lane < group.size(); lane *= 2) {\n"
       "    int words[(sizeof(T) + sizeof(int) - 1) / sizeof(int)] = {};\n"
       "    __builtin_memcpy(words, &value, sizeof(T));\n"
       "    for (int &word : words)\n"
       "      word = group.shfl_xor(word, lane);\n"
       "    T other = value;\n"
       "    __builtin_memcpy(&other, words, sizeof(T));\n"
       "    value = op(value, other);\n"
       "  }\n"
       "  return value;\n"
       "}\n"},
      plainStore("__stcs"),
      plainStore("__stcg"),
      plainStore("__stwb"),
      plainStore("__stwt"),
      // hip_bfloat16's constructor rounds to nearest even, as CUDA's
      // __float2bfloat16 does.
      beforeHipBf16("hip_bfloat16 __float2bfloat16(float f)",
                    "  return hip_bfloat16(f);\n"),
      beforeHipBf16("hip_bfloat16 __float2bfloat16_rn(float f)",
                    "  return hip_bfloat16(f);\n"),
      beforeHipBf16("float __bfloat162float(hip_bfloat16 b)",
                    "  return static_cast<float>(b);\n"),
      beforeHipBf16("unsigned short __bfloat16_as_ushort(hip_bfloat16 b)",
                    "  return b.data;\n"),
      beforeHipBf16("hip_bfloat16 __ushort_as_bfloat16(unsigned short bits)",
                    "  hip_bfloat16 b;\n"
                    "  b.data = bits;\n"
                    "  return b;\n"),
      // The 32-bit word that holds the half, swapped until no other thread
      // wrote it in between; returns the old half, as CUDA's does.
      {"atomicAdd(__half *)", "", {0, 0},
       "__device__ inline __half atomicAdd(__half *address, __half value) {\n"
       "  unsigned long long at = reinterpret_cast<unsigned long long>(address);\n"
       "  unsigned int *word = reinterpret_cast<unsigned int *>(at & ~3ull);\n"
       "  unsigned int shift = (at & 2) ? 16 : 0;\n"
       "  unsigned int old = *word, assumed;\n"
       "  do {\n"
       "    assumed = old;\n"
       "    __half sum = __hadd(\n"
       "        __ushort_as_half(static_cast<unsigned short>(assumed >> shift)),\n"
       "        value);\n"
       "    unsigned int bits = __half_as_ushort(sum);\n"
       "    old = atomicCAS(word, assumed,\n"
       "                    (assumed & ~(0xffffu << shift)) | (bits << shift));\n"
       "  } while (assumed != old);\n"
       "  return __ushort_as_half(static_cast<unsigned short>(old >> shift));\n"
       "}\n"},
  };
  return Table;
}

const Fallback *find(llvm::StringRef What) {
  for (const Fallback &F : fallbacks())
    if (F.What == What)
      return &F;
  return nullptr;
}

} // namespace

bool hasHipFallback(llvm::StringRef What, const HipVersion &Version) {
  const Fallback *F = find(What);
  return F && !(F->Until.Major && Version.atLeast(F->Until.Major,
                                                  F->Until.Minor));
}

std::string hipFallbackDefinitions(const std::set<std::string> &Used) {
  if (Used.empty())
    return "";
  std::string Text = "// What the targeted HIP lacks, defined here (written by "
                     "kernel-extract).\n";
  llvm::StringRef Open;
  for (const Fallback &F : fallbacks()) {
    if (!Used.count(F.What))
      continue;
    if (F.Namespace != Open) {
      if (!Open.empty())
        Text += "} // namespace " + Open.str() + "\n";
      if (!F.Namespace.empty())
        Text += "namespace " + F.Namespace.str() + " {\n";
      Open = F.Namespace;
    }
    Text += F.Definition;
  }
  if (!Open.empty())
    Text += "} // namespace " + Open.str() + "\n";
  return Text + "\n";
}

} // namespace kx
