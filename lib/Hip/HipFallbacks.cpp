//===- HipFallbacks.cpp - Definitions a HIP unit carries for its HIP -----===//
//
// Some of what the targeted HIP lacks has a meaning HIP code can spell. A
// unit that uses one gets the definition, written after its includes,
// instead of being marked unavailable: the uses keep CUDA's text.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/HipTranslation.h"
#include "llvm/ADT/STLExtras.h"

namespace kx {

namespace {

struct Fallback {
  llvm::StringRef What;      ///< As missingInHip names it.
  llvm::StringRef Namespace; ///< Where the definition goes; "" is global.
  HipVersion Until;          ///< The HIP that has it; {0, 0}: none does.
  llvm::StringRef Definition;
};

// In the order they are written: a definition only uses those above it.
const Fallback Fallbacks[] = {
    {"cooperative_groups::plus", "cooperative_groups", {0, 0},
     "template <class T> struct plus {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a + b; "
     "}\n"
     "};\n"},
    {"cooperative_groups::less", "cooperative_groups", {0, 0},
     "template <class T> struct less {\n"
     "  __device__ T operator()(const T &a, const T &b) const {\n"
     "    return b < a ? b : a;\n"
     "  }\n"
     "};\n"},
    {"cooperative_groups::greater", "cooperative_groups", {0, 0},
     "template <class T> struct greater {\n"
     "  __device__ T operator()(const T &a, const T &b) const {\n"
     "    return a < b ? b : a;\n"
     "  }\n"
     "};\n"},
    {"cooperative_groups::bit_and", "cooperative_groups", {0, 0},
     "template <class T> struct bit_and {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a & b; "
     "}\n"
     "};\n"},
    {"cooperative_groups::bit_or", "cooperative_groups", {0, 0},
     "template <class T> struct bit_or {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a | b; "
     "}\n"
     "};\n"},
    {"cooperative_groups::bit_xor", "cooperative_groups", {0, 0},
     "template <class T> struct bit_xor {\n"
     "  __device__ T operator()(const T &a, const T &b) const { return a ^ b; "
     "}\n"
     "};\n"},
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
    // A cache hint changes no value.
    {"__stcs", "", {0, 0},
     "template <class T, class U> __device__ void __stcs(T *address, U value) "
     "{\n"
     "  *address = value;\n"
     "}\n"},
    {"__stcg", "", {0, 0},
     "template <class T, class U> __device__ void __stcg(T *address, U value) "
     "{\n"
     "  *address = value;\n"
     "}\n"},
    {"__stwb", "", {0, 0},
     "template <class T, class U> __device__ void __stwb(T *address, U value) "
     "{\n"
     "  *address = value;\n"
     "}\n"},
    {"__stwt", "", {0, 0},
     "template <class T, class U> __device__ void __stwt(T *address, U value) "
     "{\n"
     "  *address = value;\n"
     "}\n"},
    // hip_bfloat16's constructor rounds to nearest even, as CUDA's
    // __float2bfloat16 does.
    {"__float2bfloat16", "", {6, 0},
     "__host__ __device__ inline hip_bfloat16 __float2bfloat16(float f) {\n"
     "  return hip_bfloat16(f);\n"
     "}\n"},
    {"__float2bfloat16_rn", "", {6, 0},
     "__host__ __device__ inline hip_bfloat16 __float2bfloat16_rn(float f) {\n"
     "  return hip_bfloat16(f);\n"
     "}\n"},
    {"__bfloat162float", "", {6, 0},
     "__host__ __device__ inline float __bfloat162float(hip_bfloat16 b) {\n"
     "  return static_cast<float>(b);\n"
     "}\n"},
    {"__bfloat16_as_ushort", "", {6, 0},
     "__host__ __device__ inline unsigned short "
     "__bfloat16_as_ushort(hip_bfloat16 b) {\n"
     "  return b.data;\n"
     "}\n"},
    {"__ushort_as_bfloat16", "", {6, 0},
     "__host__ __device__ inline hip_bfloat16 "
     "__ushort_as_bfloat16(unsigned short bits) {\n"
     "  hip_bfloat16 b;\n"
     "  b.data = bits;\n"
     "  return b;\n"
     "}\n"},
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

const Fallback *find(llvm::StringRef What) {
  for (const Fallback &F : Fallbacks)
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
  for (const Fallback &F : Fallbacks) {
    if (!Used.count(F.What.str()))
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
