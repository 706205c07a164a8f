//===- LeadingCommentTest.cpp - The comment above a kernel ----------------===//

#include "Match/LeadingComment.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

std::string above(llvm::StringRef Text) {
  return leadingComment(Text, Text.find("__global__"));
}

TEST(LeadingCommentTest, LineCommentsAboveTheKernel) {
  EXPECT_EQ(above("#include <x>\n// Adds a to x.\n//   y = a * x + y\n"
                  "__global__ void saxpy();\n"),
            "// Adds a to x.\n//   y = a * x + y");
}

TEST(LeadingCommentTest, BlockCommentAboveTheKernel) {
  EXPECT_EQ(above("int n;\n/* Sums a block.\n * Two passes. */\n"
                  "  __global__ void sum();\n"),
            "/* Sums a block.\n * Two passes. */");
}

TEST(LeadingCommentTest, NoneAcrossABlankLineOrCode) {
  EXPECT_EQ(above("// File header.\n\n__global__ void k();\n"), "");
  EXPECT_EQ(above("int x; /* trailing */\n__global__ void k();\n"), "");
  EXPECT_EQ(above("int x;\n__global__ void k();\n"), "");
  EXPECT_EQ(above("__global__ void k();\n"), "");
  EXPECT_EQ(above("// c\nstatic __global__ void k();\n"), "");
}

} // namespace
