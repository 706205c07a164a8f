//===- HarnessModelTest.cpp - What a kernel's body says about sizing it ---===//
//
// Tests kx::describeHarnessModel on kernels built from inline CUDA, with
// clang's own builtin index variables (threadIdx.x is a property there):
// buffer extents from bounds checks, aliases and index arithmetic, what is
// left unbounded, which buffers are written, and each grid dimension's
// bound. Also the Bound arithmetic the extents are written with.
//
//===----------------------------------------------------------------------===//

#include "../lib/Harness/Bounds.h"
#include "../lib/Harness/InputSets.h"
#include "../lib/Harness/SizeExpression.h"
#include "CudaParse.h"
#include "Harness/Harness.h"
#include "clang/AST/ASTContext.h"
#include "clang/ASTMatchers/ASTMatchFinder.h"
#include "clang/ASTMatchers/ASTMatchers.h"
#include "clang/Frontend/ASTUnit.h"
#include "clang/Tooling/Tooling.h"
#include "gtest/gtest.h"

using namespace kx;
using namespace clang::ast_matchers;

namespace {

/// The model of the kernel named \p Name in \p Code (of its instantiation,
/// for a template) (device side, clang's
/// builtin variables and attribute macros available).
HarnessModel modelOf(llvm::StringRef Code, llvm::StringRef Name) {
  std::vector<std::string> Args = deviceParseArgs();
  Args.push_back("-include");
  Args.push_back("__clang_cuda_builtin_vars.h");
  std::string Prelude = "#define __global__ __attribute__((global))\n"
                        "#define __device__ __attribute__((device))\n";
  std::unique_ptr<clang::ASTUnit> AST =
      clang::tooling::buildASTFromCodeWithArgs(Prelude + Code.str(), Args,
                                               "/project/input.cu");
  EXPECT_TRUE(AST);
  if (!AST)
    return {};
  EXPECT_FALSE(AST->getDiagnostics().hasErrorOccurred());
  // A template's instantiation, else the plain kernel.
  auto Found = match(
      functionDecl(hasName(Name), isDefinition(), isTemplateInstantiation())
          .bind("k"),
      AST->getASTContext());
  if (Found.empty())
    Found = match(functionDecl(hasName(Name), isDefinition()).bind("k"),
                  AST->getASTContext());
  EXPECT_EQ(Found.size(), 1u);
  if (Found.empty())
    return {};
  return describeHarnessModel(*Found[0].getNodeAs<clang::FunctionDecl>("k"),
                              AST->getASTContext());
}

const HarnessParameter &param(const HarnessModel &M, llvm::StringRef Name) {
  for (const HarnessParameter &P : M.Parameters)
    if (P.Name == Name)
      return P;
  static HarnessParameter None;
  ADD_FAILURE() << "no parameter " << Name.str();
  return None;
}

TEST(HarnessModel, BoundsCheckSizesBuffers) {
  HarnessModel M = modelOf(R"cpp(
__global__ void add(const float *a, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  c[i] = a[i] + 1.0f;
}
)cpp", "add");
  EXPECT_EQ(param(M, "a").Kind, HarnessParameter::Role::Buffer);
  EXPECT_EQ(param(M, "a").Extent, "n");
  EXPECT_FALSE(param(M, "a").Written);
  EXPECT_EQ(param(M, "c").Extent, "n");
  EXPECT_TRUE(param(M, "c").Written);
  EXPECT_EQ(param(M, "n").Kind, HarnessParameter::Role::Scalar);
  EXPECT_FALSE(param(M, "n").Floating);
  EXPECT_EQ(M.ThreadBound[0], "n");
  EXPECT_EQ(M.ThreadBound[1], "");
}

TEST(HarnessModel, AliasOffsetAndDivision) {
  // A row pointer `in + row * width`, read at columns below width.
  HarnessModel M = modelOf(R"cpp(
__global__ void rows(const float *in, float *out, int height, int width) {
  int row = blockIdx.x;
  if (row < height) {
    const float *line = in + row * width;
    float sum = 0;
    for (int col = threadIdx.x; col < width; col += blockDim.x)
      sum += line[col];
    out[row] = sum;
  }
}
)cpp", "rows");
  EXPECT_EQ(param(M, "in").Extent, "(height - 1) * width + width");
  EXPECT_EQ(param(M, "out").Extent, "height");
  EXPECT_EQ(M.BlockBound[0], "height");
  EXPECT_EQ(M.ThreadBound[0], "");
}

TEST(HarnessModel, DataDependentIndexIsBoundedByATableOnly) {
  HarnessModel M = modelOf(R"cpp(
__device__ float load(const float *p) { return *p; }
__device__ void keep(float *p);
__global__ void gather(const float *values, const int *index,
                       const float *more, int *slots, float *out,
                       float *scratch, float *kept, int n) {
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n;
       i += blockDim.x * gridDim.x) {
    out[i] = values[index[i]] + more[slots[i]] + load(scratch);
    slots[i] = i;
  }
  keep(kept);
}
)cpp",
                           "gather");
  // index is a table the harness fills with [0, 8); slots holds what the
  // kernel writes.
  EXPECT_EQ(param(M, "values").Extent, "8");
  EXPECT_EQ(param(M, "index").Extent, "n");
  EXPECT_EQ(param(M, "index").LeastValue, 0);
  EXPECT_EQ(param(M, "more").Extent, "");
  // Passed on to a function: its body says how far it reaches (`*p`: one
  // element, read); without one, nothing is known, and a non-const buffer
  // passed on may be written.
  EXPECT_EQ(param(M, "scratch").Extent, "1");
  EXPECT_FALSE(param(M, "scratch").Written);
  EXPECT_EQ(param(M, "kept").Extent, "");
  EXPECT_TRUE(param(M, "kept").Written);
  EXPECT_EQ(M.ThreadBound[0], "n");
}

TEST(HarnessModel, CounterIsBelowItsLimitInTheLoopItLeaves) {
  HarnessModel M = modelOf(R"cpp(
__global__ void query(int n, int k, const float *d, int *first, int *again,
                      int *after) {
  int row = blockIdx.x * blockDim.x + threadIdx.x;
  if (row >= n)
    return;
  int cnt = 0;
  for (int j = 0; j < n; ++j)
    if (d[j] < 1) {
      first[row * k + cnt] = j;
      ++cnt;
      if (cnt >= k)
        break;
    }
  // The loop is left at the limit: past it, the counter may be k.
  after[cnt] = 1;
  // An outer loop enters the inner one again at the limit.
  int kept = 0;
  for (int r = 0; r < 2; ++r)
    for (int j = 0; j < n; ++j) {
      again[kept] = j;
      kept++;
      if (kept >= k)
        break;
    }
}
)cpp",
                           "query");
  // Read once at its start even when k is 0.
  EXPECT_EQ(param(M, "first").Extent,
            "(n - 1) * k + std::max<long long>(0, k - 1) + 1");
  EXPECT_EQ(param(M, "after").Extent, "");
  EXPECT_EQ(param(M, "again").Extent, "");
}

TEST(HarnessModel, TableMovedToItsRowStaysATable) {
  HarnessModel M = modelOf(R"cpp(
__global__ void pool(int voxels, int per, int channels, const int *slots,
                     const float *features, float *out) {
  int v = blockIdx.x * blockDim.x + threadIdx.x;
  if (v >= voxels)
    return;
  slots += v * per;
  int total = slots[0];
  float sum = 0;
  for (int k = 1; k <= total; k++)
    sum += features[slots[k] * channels];
  out[v] = sum;
}
)cpp",
                           "pool");
  // slots holds [0, 8): a voxel lists at most 7 points, indices below 8.
  EXPECT_EQ(param(M, "slots").Extent, "(voxels - 1) * per + 8");
  EXPECT_EQ(param(M, "features").Extent, "channels * 7 + 1");
}

TEST(HarnessModel, RemainderAndUncheckedThreads) {
  // i % m < m whatever i is; an unchecked thread index reaches as far as
  // the launch has threads.
  HarnessModel M = modelOf(R"cpp(
__global__ void wrap(const float *table, float *out, int m) {
  unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
  out[i] = table[i % m];
}
)cpp", "wrap");
  EXPECT_EQ(param(M, "table").Extent, "m");
  EXPECT_EQ(param(M, "out").Extent, "(kx_grid.x - 1) * kx_block.x + kx_block.x");
}

TEST(HarnessModel, AtomicsWriteAndOtherRolesAreKept) {
  HarnessModel M = modelOf(R"cpp(
__device__ int atomicAdd(int *address, int value);
struct Params { int n; float scale; };
enum Mode { Sum, Max };
__global__ void count(int *total, Params p, Mode mode, double w) {
  atomicAdd(&total[0], p.n);
}
)cpp", "count");
  EXPECT_EQ(param(M, "total").Extent, "1");
  EXPECT_TRUE(param(M, "total").Written);
  EXPECT_EQ(param(M, "p").Kind, HarnessParameter::Role::Opaque);
  EXPECT_EQ(param(M, "mode").Kind, HarnessParameter::Role::Scalar);
  EXPECT_TRUE(param(M, "w").Floating);
}

TEST(HarnessModel, TwoDimensionalGuards) {
  HarnessModel M = modelOf(R"cpp(
__global__ void fill2d(float *out, int rows, int cols, float v) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = threadIdx.y + blockIdx.y * blockDim.y;
  if (x < cols && y < rows)
    out[y * cols + x] = v;
}
)cpp", "fill2d");
  EXPECT_EQ(M.ThreadBound[0], "cols");
  EXPECT_EQ(M.ThreadBound[1], "rows");
  EXPECT_EQ(param(M, "out").Extent, "(rows - 1) * cols + cols");
}

TEST(HarnessModel, LoopBoundsAreWhatEachThreadLoopsUpTo) {
  // `j < n` of an inner loop bounds each thread's work; a grid-stride
  // loop's `i < n` and a reduction's `s > 0` do not.
  HarnessModel M = modelOf(R"(
    __global__ void outer(const float *v, float *m, int n, int k, int rows) {
      for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < rows;
           i += blockDim.x * gridDim.x)
        for (int j = 0; j < n * k; ++j)
          m[i * n + j] = v[j];
      for (int s = blockDim.x / 2; s > 0; s /= 2) {}
    })",
                           "outer");
  EXPECT_EQ(M.LoopBounds, (std::vector<std::string>{"n", "k"}));
  EXPECT_EQ(M.ThreadBound[0], "rows");
}

TEST(HarnessModel, OneBasedTablesAndTheirBounds) {
  HarnessModel M = modelOf(R"cpp(
__global__ void pick(const float *in, const int *first, const int *pos,
                     float *out, int n, int points) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  const int at = pos[i];
  if (at - 1 >= points)
    return;
  int c = first[i];
  if (c >= points)
    return;
  out[i] = in[at - 1] + in[c];
}
)cpp",
                           "pick");
  // pos is read 1-based through a local: [1, 9). The checks bound both
  // indices of in before the tables do; c's keeps points above the values.
  EXPECT_EQ(param(M, "pos").LeastValue, 1);
  EXPECT_EQ(param(M, "first").LeastValue, 0);
  EXPECT_EQ(param(M, "in").Extent, "points");
  EXPECT_EQ(M.TableBounds, (std::vector<std::string>{"points"}));
}

TEST(HarnessModel, PackParametersGetTheirPosition) {
  HarnessModel M = modelOf(R"cpp(
template <typename... Args> __global__ void apply(int n, Args... args) {}
template __global__ void apply<float *, float *>(int, float *, float *);
)cpp", "apply");
  ASSERT_EQ(M.Parameters.size(), 3u);
  EXPECT_EQ(M.Parameters[1].Name, "args");
  EXPECT_EQ(M.Parameters[2].Name, "args_2");
}

TEST(Bounds, ConstantsFoldAndSymbolsKeepTheirOffset) {
  Bound N = Bound::symbol("n");
  EXPECT_EQ((N - 1 + Bound::constant(1)).text(), "n");
  EXPECT_EQ(((N - 1) * Bound::constant(5) + Bound::constant(5)).text(),
            "n * 5");
  EXPECT_EQ((Bound::constant(6) * Bound::constant(7)).text(), "42");
  EXPECT_EQ(((N - 1) / Bound::symbol("w")).text(), "(n - 1) / w");
  EXPECT_EQ(Bound::max(N - 1, N - 3).text(), "n - 1");
  EXPECT_EQ(Bound::max(N, Bound::symbol("m")).text(),
            "std::max<long long>(n, m)");
  EXPECT_EQ((Bound::constant(40) >> 2).text(), "10");
}

TEST(SizeExpression, EvaluatesTheHarnessArithmetic) {
  llvm::StringMap<long long> Values{{"n", 10}, {"m", 3}};
  EXPECT_EQ(evaluateSize("(n - 1) / m * m + 2", Values), 11);
  EXPECT_EQ(evaluateSize("n % m + -m", Values), -2);
  EXPECT_EQ(evaluateSize("std::max<long long>(n, m * 4)", Values), 12);
  EXPECT_EQ(evaluateSize("std::min<long long>(n, 1024LL)", Values), 10);
  EXPECT_EQ(evaluateSize("n * n * n * n * n * n * n * n * n * n * n * n * n * "
                         "n * n * n * n * n * n * n",
                         Values),
            1LL << 62);
  EXPECT_EQ(evaluateSize("n / (m - 3)", Values), std::nullopt);
  EXPECT_EQ(evaluateSize("kx_grid.x * n", Values), std::nullopt);
  Values["kx_block.x"] = 256;
  EXPECT_EQ(evaluateSize("(kx_block.x - 1) / 32 + n", Values), 17);
  EXPECT_EQ(evaluateSize("n +", Values), std::nullopt);
}

TEST(InputSets, FitShrinksExtentsFirst) {
  std::vector<SizeScalar> Scalars = {{"count", SizeScalar::Role::ThreadBound},
                                     {"scale", SizeScalar::Role::Extent},
                                     {"width", SizeScalar::Role::Extent, 0, 4}};
  std::vector<InputSet> Sets = {{"project", {"seed=1"}},
                                {"large", {"count=64", "width=16", "seed=4"}}};
  RunSizes Run{{"count * scale * scale * width"},
               {{"count", 64}, {"scale", 16}, {"width", 8}}};
  fitInputSets(Sets, Scalars, Run, 4096);
  // 64 x 16^2 x 8 elements: the largest extent halves first (scale to 8,
  // then to 4 on a tie), width after it; the thread bound stays.
  EXPECT_EQ(Sets[0].Arguments,
            (std::vector<std::string>{"scale=4", "width=4", "seed=1"}));
  EXPECT_EQ(Sets[1].Arguments, (std::vector<std::string>{"count=64", "width=4",
                                                         "scale=4", "seed=4"}));
}

TEST(InputSets, TableBoundsStayWithinTheTable) {
  SizeScalar Points{"points", SizeScalar::Role::Extent};
  Points.Min = HarnessIntegerValues;
  std::vector<SizeScalar> Scalars = {{"count", SizeScalar::Role::ThreadBound},
                                     Points};
  std::vector<InputSet> Sets = inputSets(Scalars, 1, "seed");
  // Ragged and tiny sets take 7 and 3 points, which an index table of
  // values up to 7 passes: each keeps 8.
  ASSERT_EQ(Sets.size(), 5u);
  EXPECT_EQ(Sets[1].Arguments,
            (std::vector<std::string>{"count=1001", "points=8", "seed=2"}));
  EXPECT_EQ(Sets[2].Arguments,
            (std::vector<std::string>{"count=5", "points=8", "seed=3"}));
  // Fitting a set does not halve it below them either.
  RunSizes Run{{"count * points"}, {{"count", 64}, {"points", 16}}};
  std::vector<InputSet> Large = {
      {"large", {"count=64", "points=16", "seed=4"}}};
  fitInputSets(Large, Scalars, Run, 256);
  EXPECT_EQ(Large[0].Arguments,
            (std::vector<std::string>{"count=32", "points=8", "seed=4"}));
}

} // namespace
