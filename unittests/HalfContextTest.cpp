//===- HalfContextTest.cpp - Half variants tried in their unit's context --===//

#include "../lib/Pipeline/HalfContext.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

ParseCommand commandWith(std::vector<std::string> Defines) {
  ParseCommand Command;
  Command.File = "/p/k.cu";
  Command.Args = {"clang++", "-x", "cuda"};
  for (std::string &D : Defines)
    Command.Args.push_back(std::move(D));
  Command.Args.push_back("/p/k.cu");
  return Command;
}

FoundInTU droppedHalf(std::string Reason) {
  Kernel K;
  K.Key = "k";
  K.Dropped.push_back({{{"T", "__half"}}, std::move(Reason)});
  FoundInTU Found;
  Found.Kernels.push_back(std::move(K));
  return Found;
}

TEST(HalfContextTest, UndoesOnlyTheDefinesTheBuildHas) {
  ParseCommand Command = commandWith(
      {"-D__CUDA_NO_HALF_OPERATORS__", "-D", "__CUDA_NO_HALF2_OPERATORS__"});
  auto Retry = planHalfRetry(Command, droppedHalf("k.cu:3:1: no operator"),
                             InstantiationOptions());
  ASSERT_TRUE(Retry);
  EXPECT_EQ(Retry->Context,
            (std::vector<std::string>{"-U__CUDA_NO_HALF_OPERATORS__",
                                      "-U__CUDA_NO_HALF2_OPERATORS__"}));
  EXPECT_EQ(Retry->Types, std::vector<std::string>{"__half"});
  ParseCommand Again = withHalfContext(Command, *Retry);
  EXPECT_EQ(Again.Args.back(), "/p/k.cu");
  EXPECT_EQ(Again.Args[Again.Args.size() - 2], "-U__CUDA_NO_HALF2_OPERATORS__");
}

TEST(HalfContextTest, IncludesTheHeaderWhenHalfIsUndeclared) {
  auto Retry = planHalfRetry(
      commandWith({}),
      droppedHalf("type '__half' is not declared in this translation unit"),
      InstantiationOptions());
  ASSERT_TRUE(Retry);
  EXPECT_EQ(Retry->Context, std::vector<std::string>{"-include cuda_fp16.h"});
  ParseCommand Again = withHalfContext(commandWith({}), *Retry);
  ASSERT_GE(Again.Args.size(), 3u);
  EXPECT_EQ(Again.Args[Again.Args.size() - 3], "-include");
  EXPECT_EQ(Again.Args[Again.Args.size() - 2], "cuda_fp16.h");
}

TEST(HalfContextTest, NothingToRetry) {
  // The TU's context is the unit's: no define, the type declared.
  EXPECT_FALSE(planHalfRetry(commandWith({}), droppedHalf("k.cu:3:1: shift"),
                             InstantiationOptions()));
  // Half not requested.
  InstantiationOptions FloatOnly;
  FloatOnly.Types = {"float"};
  EXPECT_FALSE(planHalfRetry(commandWith({"-D__CUDA_NO_HALF_OPERATORS__"}),
                             droppedHalf("k.cu:3:1: no operator"), FloatOnly));
  // A define that only looks like one of them.
  EXPECT_FALSE(planHalfRetry(commandWith({"-D__CUDA_NO_HALF_OPERATORS_X"}),
                             droppedHalf("k.cu:3:1: no operator"),
                             InstantiationOptions()));
}

TEST(HalfContextTest, AdoptsAcceptedVariantsAndTheUnitsReasons) {
  FoundInTU First = droppedHalf("build context");
  First.Kernels[0].Dropped.push_back({{{"T", "__nv_bfloat16"}}, "first"});
  FoundInTU Second;
  Kernel Again;
  Again.Key = "k";
  KernelVariant Half;
  Half.Arguments = {{"T", "__half"}};
  Again.Variants.push_back(Half);
  Again.Dropped.push_back({{{"T", "__nv_bfloat16"}}, "unit context"});
  Second.Kernels.push_back(std::move(Again));
  HalfRetry Retry{{"-U__CUDA_NO_HALF_OPERATORS__"}, {"__half"}};
  adoptHalfVariants(First, Second, Retry, 8);
  const Kernel &K = First.Kernels[0];
  ASSERT_EQ(K.Variants.size(), 1u);
  EXPECT_EQ(K.Variants[0].ValidatedWith, Retry.Context);
  ASSERT_EQ(K.Dropped.size(), 1u);
  EXPECT_EQ(K.Dropped[0].Reason, "unit context");
}

} // namespace
