//===- InlineAsmEscapesTest.cpp - Inline PTX's `%` as clang reads it -----===//
//
// Tests kx::escapeInlineAsmPercents: a `%` and letter clang would read as a
// modifier without an operand, in an asm template, becomes `%%`, the same
// length; operands, `%%`, comments and other literals are left alone.
//
//===----------------------------------------------------------------------===//

#include "Support/InlineAsmEscapes.h"
#include "gtest/gtest.h"

using kx::escapeInlineAsmPercents;

namespace {

TEST(InlineAsmEscapesTest, DoublesASpecialRegistersPercent) {
  std::string Text = "asm volatile(\"mov.u32 %0, %laneid;\" : \"=r\"(l));";
  std::optional<std::string> Escaped = escapeInlineAsmPercents(Text);
  ASSERT_TRUE(Escaped);
  EXPECT_EQ(*Escaped, "asm volatile(\"mov.u32 %0, %%aneid;\" : \"=r\"(l));");
  EXPECT_EQ(Escaped->size(), Text.size());
}

TEST(InlineAsmEscapesTest, EveryLiteralOfTheTemplate) {
  EXPECT_EQ(escapeInlineAsmPercents("__asm__ __volatile__ (\n"
                                    "  \"mov.u32 %0, %tid.x;\\n\\t\"\n"
                                    "  // a comment between\n"
                                    "  \"add.u32 %0, %0, %ntid.x;\" : \"+r\"(x));"),
            "__asm__ __volatile__ (\n"
            "  \"mov.u32 %0, %%id.x;\\n\\t\"\n"
            "  // a comment between\n"
            "  \"add.u32 %0, %0, %%tid.x;\" : \"+r\"(x));");
  // In a macro's body, with line continuations.
  EXPECT_EQ(escapeInlineAsmPercents("#define LANE(l) asm( \\\n"
                                    "  \"mov.u32 %0, %laneid;\" : \"=r\"(l))"),
            "#define LANE(l) asm( \\\n"
            "  \"mov.u32 %0, %%aneid;\" : \"=r\"(l))");
}

TEST(InlineAsmEscapesTest, RawStringTemplates) {
  EXPECT_EQ(escapeInlineAsmPercents(
                "asm(R\"({mov.s32 %0, %laneid;})\" : \"=r\"(l));"),
            "asm(R\"({mov.s32 %0, %%aneid;})\" : \"=r\"(l));");
  EXPECT_EQ(escapeInlineAsmPercents("asm(R\"x(\"%smid\")x\" : \"=r\"(l));"),
            "asm(R\"x(\"%%mid\")x\" : \"=r\"(l));");
  // A raw string holding what looks like an asm statement is a literal.
  EXPECT_FALSE(escapeInlineAsmPercents(
      "auto s = R\"(asm(\"%laneid\");)\"; int n;"));
}

TEST(InlineAsmEscapesTest, LeavesOperandsAndEverythingElse) {
  // Operands, with and without modifiers, by number and by name; `%%`.
  EXPECT_FALSE(escapeInlineAsmPercents(
      "asm(\"cvt.rn.f16.f32 %h0, %1; mov.u64 %[t], %%clock64;\" : \"=h\"(h) "
      ": \"f\"(x), [t] \"l\"(t));"));
  // Not in an asm statement's template.
  EXPECT_FALSE(escapeInlineAsmPercents("printf(\"%lu %laneid\", x);"));
  EXPECT_FALSE(escapeInlineAsmPercents("// asm(\"%laneid\");\n"));
  EXPECT_FALSE(escapeInlineAsmPercents("int basm = 1; f(\"%laneid\");"));
  EXPECT_FALSE(escapeInlineAsmPercents("asm(\"x\" : \"=r\"(y) : \"r\"(z)); "
                                       "printf(\"%lu\", y);"));
}

} // namespace
