//===- AttributeOrderTest.cpp - Attributes after CUDA's keywords ---------===//
//
// Tests kx::attributesFirst and kx::withoutLateAttributes: an
// attribute-specifier after a run of CUDA keywords is moved before them,
// or blanked, the text keeping its length and lines; comments, literals
// and specifiers elsewhere are left alone.
//
//===----------------------------------------------------------------------===//

#include "Support/AttributeOrder.h"
#include "gtest/gtest.h"

using kx::attributesFirst;
using kx::withoutLateAttributes;

namespace {

TEST(AttributeOrderTest, MovesTheSpecifiersBeforeTheKeywords) {
  EXPECT_EQ(*attributesFirst("  __shared__ alignas(16) float buf[N];"),
            "  alignas(16) __shared__ float buf[N];");
  EXPECT_EQ(*attributesFirst("__device__ __host__ [[nodiscard]] inline int f();"),
            "[[nodiscard]] __device__ __host__ inline int f();");
  // Lines stay: the new line moves inside the rotated text.
  EXPECT_EQ(*attributesFirst("__device__\n  [[maybe_unused]] [[nodiscard]] int f();"),
            "[[maybe_unused]] [[nodiscard]]\n  __device__ int f();");
}

TEST(AttributeOrderTest, BlanksTheSpecifiers) {
  EXPECT_EQ(*withoutLateAttributes("__shared__ alignas(sizeof(float4)) float t[4];"),
            "__shared__                         float t[4];");
  EXPECT_EQ(*withoutLateAttributes("__device__ [[nodiscard,\n  maybe_unused]] int f();"),
            "__device__" + std::string(13, ' ') + "\n" + std::string(17, ' ') +
                "int f();");
}

TEST(AttributeOrderTest, LeavesTheRestAlone) {
  EXPECT_FALSE(attributesFirst("// __shared__ alignas(16)\nint x;"));
  EXPECT_FALSE(attributesFirst("const char *s = \"__shared__ alignas(16)\";"));
  EXPECT_FALSE(attributesFirst("__global__ void k() { alignas(8) int a; }"));
  EXPECT_FALSE(attributesFirst("struct alignas(2) Half { short x; };"));
  EXPECT_FALSE(attributesFirst("__shared__ float s[4]; int a[[]];"));
  EXPECT_FALSE(withoutLateAttributes("my__shared__ alignas(4) int x;"));
}

} // namespace
