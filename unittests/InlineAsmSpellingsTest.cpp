//===- InlineAsmSpellingsTest.cpp - Inline PTX as clang reads it ----------===//
//
// Tests kx::respellInlineAsm: a `%` and letter clang would read as a
// modifier without an operand, in an asm template, becomes `%%`, and two
// operands with no comma between them get one in the blank between them,
// the same length; operands, `%%`, comments and other literals are left
// alone.
//
//===----------------------------------------------------------------------===//

#include "Support/InlineAsmSpellings.h"
#include "gtest/gtest.h"

using kx::respellInlineAsm;

namespace {

TEST(InlineAsmSpellingsTest, DoublesASpecialRegistersPercent) {
  std::string Text = "asm volatile(\"mov.u32 %0, %laneid;\" : \"=r\"(l));";
  std::optional<std::string> Escaped = respellInlineAsm(Text);
  ASSERT_TRUE(Escaped);
  EXPECT_EQ(*Escaped, "asm volatile(\"mov.u32 %0, %%aneid;\" : \"=r\"(l));");
  EXPECT_EQ(Escaped->size(), Text.size());
}

TEST(InlineAsmSpellingsTest, EveryLiteralOfTheTemplate) {
  EXPECT_EQ(respellInlineAsm("__asm__ __volatile__ (\n"
                                    "  \"mov.u32 %0, %tid.x;\\n\\t\"\n"
                                    "  // a comment between\n"
                                    "  \"add.u32 %0, %0, %ntid.x;\" : \"+r\"(x));"),
            "__asm__ __volatile__ (\n"
            "  \"mov.u32 %0, %%id.x;\\n\\t\"\n"
            "  // a comment between\n"
            "  \"add.u32 %0, %0, %%tid.x;\" : \"+r\"(x));");
  // In a macro's body, with line continuations.
  EXPECT_EQ(respellInlineAsm("#define LANE(l) asm( \\\n"
                                    "  \"mov.u32 %0, %laneid;\" : \"=r\"(l))"),
            "#define LANE(l) asm( \\\n"
            "  \"mov.u32 %0, %%aneid;\" : \"=r\"(l))");
}

TEST(InlineAsmSpellingsTest, RawStringTemplates) {
  EXPECT_EQ(respellInlineAsm(
                "asm(R\"({mov.s32 %0, %laneid;})\" : \"=r\"(l));"),
            "asm(R\"({mov.s32 %0, %%aneid;})\" : \"=r\"(l));");
  EXPECT_EQ(respellInlineAsm("asm(R\"x(\"%smid\")x\" : \"=r\"(l));"),
            "asm(R\"x(\"%%mid\")x\" : \"=r\"(l));");
  // A raw string holding what looks like an asm statement is a literal.
  EXPECT_FALSE(respellInlineAsm(
      "auto s = R\"(asm(\"%laneid\");)\"; int n;"));
}

TEST(InlineAsmSpellingsTest, LeavesOperandsAndEverythingElse) {
  // Operands, with and without modifiers, by number and by name; `%%`.
  EXPECT_FALSE(respellInlineAsm(
      "asm(\"cvt.rn.f16.f32 %h0, %1; mov.u64 %[t], %%clock64;\" : \"=h\"(h) "
      ": \"f\"(x), [t] \"l\"(t));"));
  // Not in an asm statement's template.
  EXPECT_FALSE(respellInlineAsm("printf(\"%lu %laneid\", x);"));
  EXPECT_FALSE(respellInlineAsm("// asm(\"%laneid\");\n"));
  EXPECT_FALSE(respellInlineAsm("int basm = 1; f(\"%laneid\");"));
  EXPECT_FALSE(respellInlineAsm("asm(\"x\" : \"=r\"(y) : \"r\"(z)); "
                                       "printf(\"%lu\", y);"));
}

TEST(InlineAsmSpellingsTest, CommaBetweenOperandsWrittenWithout) {
  std::string Text = "asm volatile(\"mma %0, %1, %2;\"\n"
                     "             : \"=f\"(c.x)\n"
                     "             : \"r\"(a.x) \"r\"(f(a, b)), [y] \"r\"(b)\n"
                     "               [z] \"r\"(b));";
  std::optional<std::string> Read = respellInlineAsm(Text);
  ASSERT_TRUE(Read);
  EXPECT_EQ(*Read, "asm volatile(\"mma %0, %1, %2;\"\n"
                   "             : \"=f\"(c.x)\n"
                   "             : \"r\"(a.x),\"r\"(f(a, b)), [y] \"r\"(b)\n"
                   ",              [z] \"r\"(b));");
  EXPECT_EQ(Read->size(), Text.size());
}

TEST(InlineAsmSpellingsTest, OperandsWithCommasAndClobbersStay) {
  EXPECT_FALSE(respellInlineAsm(
      "asm(\"add.s32 %0, %1, %2;\" : \"=r\"(c) : \"r\"(a), \"r\"((b)) "
      ": \"memory\", \"cc\");\nint f(int x) { return (x) + g(\"s\"); }"));
}

} // namespace
