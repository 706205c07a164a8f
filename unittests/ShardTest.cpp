//===- ShardTest.cpp - Which TUs a shard parses ---------------------------===//

#include "Pipeline/Merge.h"
#include "gtest/gtest.h"
#include <string>

using namespace kx;

namespace {

TEST(ShardTest, ParsesIOfN) {
  auto S = parseShard("3/16");
  ASSERT_TRUE(bool(S));
  EXPECT_EQ(S->Index, 3u);
  EXPECT_EQ(S->Count, 16u);
  for (const char *Bad : {"0/4", "5/4", "1/0", "1", "a/b", "1/4/2", ""}) {
    auto Refused = parseShard(Bad);
    EXPECT_FALSE(bool(Refused)) << Bad;
    llvm::consumeError(Refused.takeError());
  }
}

TEST(ShardTest, EveryFileIsInExactlyOneShard) {
  for (unsigned Count = 1; Count <= 7; ++Count)
    for (int F = 0; F < 50; ++F) {
      std::string File = "/p/src/file" + std::to_string(F) + ".cu";
      unsigned In = 0;
      for (unsigned Index = 1; Index <= Count; ++Index)
        In += inShard(File, "/p", Shard{Index, Count});
      EXPECT_EQ(In, 1u) << File << " of " << Count;
    }
}

TEST(ShardTest, DependsOnThePathFromTheRootOnly) {
  // Shards run on machines with other checkout paths agree.
  for (unsigned Index = 1; Index <= 4; ++Index)
    EXPECT_EQ(inShard("/home/a/proj/src/x.cu", "/home/a/proj", {Index, 4}),
              inShard("/scratch/b/proj/src/x.cu", "/scratch/b/proj",
                      {Index, 4}));
}

TEST(ShardTest, SpreadsFiles) {
  unsigned PerShard[4] = {};
  for (int F = 0; F < 400; ++F)
    for (unsigned Index = 1; Index <= 4; ++Index)
      PerShard[Index - 1] += inShard(
          "/p/src/f" + std::to_string(F) + ".cu", "/p", {Index, 4});
  for (unsigned Count : PerShard) {
    EXPECT_GT(Count, 70u);
    EXPECT_LT(Count, 130u);
  }
}

} // namespace
