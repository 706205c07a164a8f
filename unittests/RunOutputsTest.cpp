//===- RunOutputsTest.cpp - Comparing a run's outputs with a reference ----===//

#include "Tasks/RunOutputs.h"
#include "gtest/gtest.h"
#include <cmath>
#include <cstring>
#include <vector>

using namespace kx;

namespace {

std::string bytesOf(std::initializer_list<float> Values) {
  std::string Out(Values.size() * 4, '\0');
  std::memcpy(Out.data(), Values.begin(), Out.size());
  return Out;
}

RunOutputs floats(std::initializer_list<float> Values) {
  auto R = parseRunOutputs(
      "output y f32 " + std::to_string(Values.size() * 4) + "\nchecksum 1\n",
      bytesOf(Values));
  EXPECT_TRUE(bool(R));
  return R ? *R : RunOutputs();
}

TEST(RunOutputsTest, ParsesBuffersAndChecksum) {
  auto R = parseRunOutputs("output bins int 8\noutput y f16 4\nchecksum "
                           "00ff00ff00ff00ff\n",
                           std::string(12, '\1'));
  ASSERT_TRUE(bool(R));
  ASSERT_EQ(R->Buffers.size(), 2u);
  EXPECT_EQ(R->Buffers[1].Name, "y");
  EXPECT_EQ(R->Buffers[1].Kind, "f16");
  EXPECT_EQ(R->Checksum, "00ff00ff00ff00ff");
}

TEST(RunOutputsTest, RefusesOutputsTheirBuffersDoNotAccountFor) {
  auto R = parseRunOutputs("output y f32 8\nchecksum 1\n", std::string(4, '\0'));
  EXPECT_FALSE(bool(R));
  llvm::consumeError(R.takeError());
  auto NoChecksum = parseRunOutputs("output y f32 4\n", std::string(4, '\0'));
  EXPECT_FALSE(bool(NoChecksum));
  llvm::consumeError(NoChecksum.takeError());
}

TEST(RunOutputsTest, FloatsWithinTheirTolerance) {
  // 1e-5 absolute plus 1e-3 relative.
  EXPECT_TRUE(compareOutputs(floats({1.0f, 0.0f}), floats({1.0009f, 0.000009f}),
                             false)
                  .Pass);
  Comparison Far =
      compareOutputs(floats({1.0f, 0.5f}), floats({1.0f, 0.52f}), false);
  EXPECT_FALSE(Far.Pass);
  EXPECT_NE(Far.Worst.find("y[1] = 0.5 (expected 0.519999981"), std::string::npos)
      << Far.Worst;
  // Fast-math units get 1e-4 plus 1e-2 for f32.
  EXPECT_TRUE(compareOutputs(floats({1.0f}), floats({1.009f}), true).Pass);
}

TEST(RunOutputsTest, NaNsEqualEachOtherOnly) {
  EXPECT_TRUE(compareOutputs(floats({NAN}), floats({NAN}), false).Pass);
  EXPECT_FALSE(compareOutputs(floats({NAN}), floats({1.0f}), false).Pass);
  EXPECT_FALSE(compareOutputs(floats({INFINITY}), floats({1.0f}), false).Pass);
}

TEST(RunOutputsTest, HalvesDecodedAndComparedWithTheirTolerance) {
  // 0x3c00 is 1.0, 0x3c0a is 1.0098 (within 1e-2 + 1e-2), 0x3d00 is 1.25.
  auto Half = [](uint16_t Bits) {
    return *parseRunOutputs("output h f16 2\nchecksum 1\n",
                            std::string(reinterpret_cast<char *>(&Bits), 2));
  };
  EXPECT_TRUE(compareOutputs(Half(0x3c0a), Half(0x3c00), false).Pass);
  Comparison Off = compareOutputs(Half(0x3d00), Half(0x3c00), false);
  EXPECT_FALSE(Off.Pass);
  EXPECT_NE(Off.Worst.find("h[0] = 1.25 (expected 1"), std::string::npos)
      << Off.Worst;
}

TEST(RunOutputsTest, IntegersByteForByte) {
  auto Ints = [](char Byte) {
    return *parseRunOutputs("output bins int 4\nchecksum 1\n",
                            std::string(3, '\0') + Byte);
  };
  EXPECT_TRUE(compareOutputs(Ints(1), Ints(1), false).Pass);
  Comparison C = compareOutputs(Ints(2), Ints(1), false);
  EXPECT_FALSE(C.Pass);
  EXPECT_EQ(C.Worst, "bins: byte 3 is 0x02 (expected 0x01)");
}

TEST(RunOutputsTest, OtherBuffersOrSizesFail) {
  Comparison C = compareOutputs(floats({1.0f}), floats({1.0f, 2.0f}), false);
  EXPECT_FALSE(C.Pass);
  EXPECT_EQ(C.Worst, "outputs y f32 4 (expected y f32 8)");
}

TEST(RunOutputsTest, AReferenceKeptByChecksumComparesChecksums) {
  RunOutputs Want = floats({1.0f});
  Want.Data.clear();
  Want.HasData = false;
  RunOutputs Same = floats({2.0f});
  EXPECT_TRUE(compareOutputs(Same, Want, false).Pass);
  Same.Checksum = "2";
  EXPECT_FALSE(compareOutputs(Same, Want, false).Pass);
}

TEST(RunOutputsTest, Tolerances) {
  EXPECT_EQ(toleranceFor("f64", false).Relative, 1e-3);
  EXPECT_EQ(toleranceFor("bf16", false).Absolute, 1e-2);
  EXPECT_EQ(toleranceFor("int", true).Absolute, 0);
  EXPECT_EQ(toleranceFor("bytes", false).Relative, 0);
}

// A GPU run brought back as a sample (gpu-tasks.py --keep-bytes): every
// other 8-byte chunk of 40 floats; only those chunks' elements compare.
TEST(RunOutputsTest, SampledRunsCompareWhereTheSampleHolds) {
  std::vector<float> Values(40);
  for (unsigned I = 0; I < Values.size(); ++I)
    Values[I] = float(I);
  std::string All(Values.size() * 4, '\0');
  std::memcpy(All.data(), Values.data(), All.size());
  std::string Kept;
  for (size_t Offset = 0; Offset < All.size(); Offset += 16)
    Kept += All.substr(Offset, 8);
  auto Want = parseRunOutputs("output y f32 160\nchecksum 2\n", All);
  ASSERT_TRUE(bool(Want));
  auto Sampled = [&](std::string Bytes, std::string Sum) {
    auto R = parseSampledRunOutputs("output y f32 160\nchecksum " + Sum + "\n",
                                    "sample 2 8 160\n", Bytes);
    EXPECT_TRUE(bool(R));
    return R ? *R : RunOutputs();
  };
  EXPECT_TRUE(compareOutputs(Sampled(Kept, "1"), *Want, false).Pass);
  // y[3] is not in the sample; y[4] is, and differs.
  std::string Off = Kept;
  float Far = 9;
  std::memcpy(&Off[8], &Far, 4);
  Comparison C = compareOutputs(Sampled(Off, "1"), *Want, false);
  EXPECT_FALSE(C.Pass);
  EXPECT_NE(C.Worst.find("y[4] = 9 (expected 4"), std::string::npos) << C.Worst;
  EXPECT_NE(C.Worst.find("of a sample: 1 chunk of 8 bytes in 2"),
            std::string::npos);
  // The harness's checksum over all the bytes is the reference's: equal.
  EXPECT_TRUE(compareOutputs(Sampled(Off, "2"), *Want, false).Pass);
  auto Short = parseSampledRunOutputs("output y f32 160\nchecksum 1\n",
                                      "sample 2 8 160\n", Kept.substr(8));
  EXPECT_FALSE(bool(Short));
  llvm::consumeError(Short.takeError());
  auto Bad = parseSampledRunOutputs("output y f32 160\nchecksum 1\n",
                                    "sample 0 8 160", Kept);
  EXPECT_FALSE(bool(Bad));
  llvm::consumeError(Bad.takeError());
}

} // namespace
