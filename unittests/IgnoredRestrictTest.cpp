//===- IgnoredRestrictTest.cpp - Restrict on a value read as blanks -------===//
//
// Tests kx::withoutTokens: the qualifiers an earlier parse found are read
// as blanks, the same length, in their own file only.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/IgnoredRestrict.h"
#include "gtest/gtest.h"

using kx::TokenSite;
using kx::withoutTokens;

namespace {

TEST(IgnoredRestrictTest, BlanksTheFilesTokens) {
  std::string Text = "T ptrRestrict data_[N];\nT __restrict__ v;\n";
  std::vector<TokenSite> Sites = {{"/p/a.cuh", 2, 11},
                                  {"/p/a.cuh", 26, 12},
                                  {"/p/b.cuh", 0, 1}};
  std::optional<std::string> Read = withoutTokens("/p/a.cuh", Text, Sites);
  ASSERT_TRUE(Read);
  EXPECT_EQ(*Read, "T             data_[N];\nT              v;\n");
  EXPECT_EQ(Read->size(), Text.size());
}

TEST(IgnoredRestrictTest, LeavesOtherFilesAlone) {
  std::vector<TokenSite> Sites = {{"/p/a.cuh", 2, 11}};
  EXPECT_FALSE(withoutTokens("/p/b.cuh", "T ptrRestrict x;", Sites));
}

TEST(IgnoredRestrictTest, IgnoresASitePastTheEnd) {
  std::vector<TokenSite> Sites = {{"/p/a.cuh", 10, 12}};
  EXPECT_FALSE(withoutTokens("/p/a.cuh", "short", Sites));
}

} // namespace
