//===- IgnoredSpellingsTest.cpp - Text nvcc ignores read as blanks --------===//
//
// Tests kx::withoutSpellings: the text an earlier parse found nvcc ignores
// is read as blanks, the same length and the same lines, in its own file
// only.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/IgnoredSpellings.h"
#include "gtest/gtest.h"

using kx::IgnoredSpelling;
using kx::withoutSpellings;

namespace {

TEST(IgnoredSpellingsTest, BlanksTheFilesText) {
  std::string Text = "T ptrRestrict data_[N];\nT __restrict__ v;\n";
  std::vector<IgnoredSpelling> Sites = {{"/p/a.cuh", 2, 11},
                                        {"/p/a.cuh", 26, 12},
                                        {"/p/b.cuh", 0, 1}};
  std::optional<std::string> Read = withoutSpellings("/p/a.cuh", Text, Sites);
  ASSERT_TRUE(Read);
  EXPECT_EQ(*Read, "T             data_[N];\nT              v;\n");
  EXPECT_EQ(Read->size(), Text.size());
}

TEST(IgnoredSpellingsTest, KeepsLineBreaks) {
  // A default argument written over two lines.
  std::string Text = "int load(int flag =\n    0) {";
  std::vector<IgnoredSpelling> Sites = {
      {"/p/a.cuh", 17, 8, kx::IgnoredText::Kind::DefaultArgumentOutOfLine}};
  std::optional<std::string> Read = withoutSpellings("/p/a.cuh", Text, Sites);
  ASSERT_TRUE(Read);
  EXPECT_EQ(*Read, "int load(int flag  \n     ) {");
}

TEST(IgnoredSpellingsTest, LeavesOtherFilesAlone) {
  std::vector<IgnoredSpelling> Sites = {{"/p/a.cuh", 2, 11}};
  EXPECT_FALSE(withoutSpellings("/p/b.cuh", "T ptrRestrict x;", Sites));
}

TEST(IgnoredSpellingsTest, IgnoresASitePastTheEnd) {
  std::vector<IgnoredSpelling> Sites = {{"/p/a.cuh", 10, 12}};
  EXPECT_FALSE(withoutSpellings("/p/a.cuh", "short", Sites));
}

} // namespace
