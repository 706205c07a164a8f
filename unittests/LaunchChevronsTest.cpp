//===- LaunchChevronsTest.cpp - Launches with blanks inside their chevrons ===//
//
// Tests kx::joinLaunchChevrons: a launch written `k << <g, b >> > (x)` is
// written as clang lexes it, the same length; anything else is left alone.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/LaunchChevrons.h"
#include "gtest/gtest.h"

using kx::joinLaunchChevrons;

namespace {

TEST(LaunchChevronsTest, JoinsASpacedLaunch) {
  std::string Text = "k << <g, b >> > (x);\n";
  std::optional<std::string> Joined = joinLaunchChevrons(Text);
  ASSERT_TRUE(Joined);
  EXPECT_EQ(*Joined, "k <<< g, b >>>  (x);\n");
  EXPECT_EQ(Joined->size(), Text.size());
}

TEST(LaunchChevronsTest, MoreBlanksAndAHalfSpacedLaunch) {
  EXPECT_EQ(joinLaunchChevrons("k<<  <g, b>>>(x);"), "k<<<  g, b>>>(x);");
  EXPECT_EQ(joinLaunchChevrons("k<<<g, b>>\t>\n  (x);"),
            "k<<<g, b>>>\t\n  (x);");
}

TEST(LaunchChevronsTest, LeavesEverythingElse) {
  EXPECT_FALSE(joinLaunchChevrons("k<<<g, b>>>(x);"));
  EXPECT_FALSE(joinLaunchChevrons("y = a << b >> c;"));
  EXPECT_FALSE(joinLaunchChevrons("if (a << <= b) f();"));
  EXPECT_FALSE(joinLaunchChevrons("std::vector<std::vector<int>> > v;"));
  // No closing chevron before the statement ends: not a launch.
  EXPECT_FALSE(joinLaunchChevrons("s << <T>(); g(x >> > 2);"));
  EXPECT_FALSE(joinLaunchChevrons("// k << <g, b >> > (x);\n"
                                  "/* k << <g, b >> > (x); */\n"
                                  "const char *s = \"k << <g, b >> > (x)\";\n"));
}

} // namespace
