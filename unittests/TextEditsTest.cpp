//===- TextEditsTest.cpp - Rewriting a range of a file by offsets ---------===//
//
// Tests kx::applyEdits: replacements, overlaps (the first edit wins), and
// insertions (edits of length 0), which go before what starts at their
// offset and go with a range another edit replaced; and kx::findWholeWord.
//
//===----------------------------------------------------------------------===//

#include "Support/TextEdits.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

const llvm::StringRef Line = "out[i] = x * 2;";

TEST(ApplyEditsTest, ReplacesAndRemoves) {
  EXPECT_EQ(applyEdits(Line, 0, Line.size(), {{0, 3, "res"}, {11, 4, ""}}),
            "res[i] = x ");
  // Only the range asked for, and edits inside it.
  EXPECT_EQ(applyEdits(Line, 9, 14, {{9, 1, "y"}, {0, 3, "res"}}), "y * 2");
}

TEST(ApplyEditsTest, OverlapsKeepTheLongerThenTheFirst) {
  EXPECT_EQ(applyEdits(Line, 0, Line.size(), {{9, 1, "y"}, {9, 5, "z"}}),
            "out[i] = z;");
  EXPECT_EQ(applyEdits(Line, 0, Line.size(), {{7, 4, "= a"}, {9, 1, "y"}}),
            "out[i] = a* 2;");
}

TEST(ApplyEditsTest, WrapsAnExpressionWithInsertions) {
  // `x * 2` as `hip_bfloat16(x * 2)`, `x` renamed too: the insertion at
  // its offset goes before the rename there.
  EXPECT_EQ(applyEdits(Line, 0, Line.size(),
                       {{9, 1, "y"}, {9, 0, "hip_bfloat16("}, {14, 0, ")"}}),
            "out[i] = hip_bfloat16(y * 2);");
  // An insertion right after a replacement that ends there.
  EXPECT_EQ(applyEdits(Line, 0, Line.size(),
                       {{13, 1, "two"}, {14, 0, ")"}, {9, 0, "("}}),
            "out[i] = (x * two);");
  // At the end of the range.
  EXPECT_EQ(applyEdits(Line, 0, 14, {{14, 0, "!"}}), "out[i] = x * 2!");
}

TEST(ApplyEditsTest, InsertionsInsideAReplacementGoWithIt) {
  EXPECT_EQ(applyEdits(Line, 0, Line.size(),
                       {{9, 5, "f(x)"}, {9, 0, "("}, {14, 0, ")"},
                        {11, 0, "lost"}}),
            "out[i] = (f(x));");
  // Two insertions at one offset keep the order they were made in.
  EXPECT_EQ(applyEdits(Line, 0, Line.size(), {{9, 0, "a("}, {9, 0, "b("}}),
            "out[i] = a(b(x * 2;");
}

} // namespace

TEST(FindWholeWordTest, SkipsWordsItIsPartOf) {
  EXPECT_EQ(findWholeWord("neg<__half>", "__half"), 4u);
  EXPECT_EQ(findWholeWord("__half2 x; __half y", "__half"), 11u);
  EXPECT_EQ(findWholeWord("my__half __half_raw", "__half"), llvm::StringRef::npos);
  EXPECT_EQ(findWholeWord("__half", "__half"), 0u);
}

TEST(FindWholeWordTest, StartsWhereItIsTold) {
  llvm::StringRef Text = "#if __CUDACC__ && defined(__CUDACC__)";
  size_t First = findWholeWord(Text, "__CUDACC__");
  EXPECT_EQ(First, 4u);
  EXPECT_EQ(findWholeWord(Text, "__CUDACC__", First + 1), 26u);
  EXPECT_EQ(findWholeWord(Text, "__CUDACC__", 27), llvm::StringRef::npos);
}
