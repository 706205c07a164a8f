//===- NearDuplicatesTest.cpp - MinHash grouping of kernel texts ----------===//

#include "../lib/Emit/NearDuplicates.h"
#include "gtest/gtest.h"
#include <string>

using namespace kx;

namespace {

const char *Saxpy = R"(__global__ void saxpy(int n, float a, const float *x,
                                            float *y) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    y[i] = a * x[i] + y[i];
})";

// The same kernel renamed throughout, reformatted, with a comment.
const char *Renamed = R"(__global__ void axpy_f32(int count, float alpha,
  const float *in, float *out) {
  // one element per thread
  int idx = blockIdx.x * blockDim.x + threadIdx.x;
  if (idx < count) out[idx] = alpha * in[idx] + out[idx];
})";

const char *Reduce = R"(__global__ void reduce(const float *in, float *out,
                                               int n) {
  __shared__ float partial[256];
  unsigned t = threadIdx.x;
  partial[t] = t < n ? in[t] : 0.0f;
  __syncthreads();
  for (unsigned s = blockDim.x / 2; s > 0; s >>= 1) {
    if (t < s)
      partial[t] += partial[t + s];
    __syncthreads();
  }
  if (t == 0)
    *out = partial[0];
})";

TEST(NearDuplicatesTest, RenamedCopyIsTheSameText) {
  EXPECT_EQ(minHashSignature(Saxpy), minHashSignature(Renamed));
  EXPECT_EQ(estimatedSimilarity(minHashSignature(Saxpy),
                                minHashSignature(Renamed)),
            1.0);
}

TEST(NearDuplicatesTest, DifferentKernelsAreFarApart) {
  EXPECT_LT(estimatedSimilarity(minHashSignature(Saxpy),
                                minHashSignature(Reduce)),
            0.2);
}

TEST(NearDuplicatesTest, SmallEditStaysNear) {
  // One more statement in a 70-token kernel.
  std::string Edited = Reduce;
  Edited.insert(Edited.rfind("if (t == 0)"), "__threadfence();\n  ");
  double Similarity =
      estimatedSimilarity(minHashSignature(Reduce), minHashSignature(Edited));
  EXPECT_GE(Similarity, NearDuplicateThreshold);
  EXPECT_LT(Similarity, 1.0);
}

TEST(NearDuplicatesTest, GroupsAreNamedByTheirFirstMember) {
  std::vector<MinHashSignature> Signatures = {
      minHashSignature(Reduce), minHashSignature(Saxpy),
      minHashSignature(Renamed), minHashSignature(Saxpy)};
  std::vector<std::optional<size_t>> Groups = nearDuplicateGroups(Signatures);
  ASSERT_EQ(Groups.size(), 4u);
  EXPECT_FALSE(Groups[0]); // Alone: no group.
  EXPECT_EQ(Groups[1], 1u);
  EXPECT_EQ(Groups[2], 1u);
  EXPECT_EQ(Groups[3], 1u);
}

TEST(NearDuplicatesTest, KeywordsAreNotNames) {
  // float and double are keywords: a double copy is a different text.
  std::string Double = Saxpy;
  for (size_t At; (At = Double.find("float")) != std::string::npos;)
    Double.replace(At, 5, "double");
  EXPECT_NE(minHashSignature(Saxpy), minHashSignature(Double));
}

} // namespace
