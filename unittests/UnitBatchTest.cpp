//===- UnitBatchTest.cpp - Units compiled together ------------------------===//

#include "../lib/Verify/UnitBatch.h"
#include "kernel-extract/Verify.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

const char *Unit = R"(// k: the kernel (written by kernel-extract).
#include <cuda_runtime.h>

#include <cuda_fp16.h>
#define SCALE(x) (2 * (x))
#  define  OTHER 1
__global__ void k(float *p) { p[0] = SCALE(p[0]) + OTHER; }
)";

TEST(UnitBatchTest, SplitsIncludesFromCode) {
  std::optional<BatchMember> M = asBatchMember(Unit);
  ASSERT_TRUE(M);
  EXPECT_EQ(M->Includes, "#include <cuda_runtime.h>\n"
                         "#include <cuda_fp16.h>\n");
  EXPECT_TRUE(M->Code.starts_with("#define SCALE(x)"));
  EXPECT_EQ(M->Macros, (std::vector<std::string>{"SCALE", "OTHER"}));
}

TEST(UnitBatchTest, AnIncludeAfterCodeCannotJoin) {
  EXPECT_FALSE(asBatchMember("#include <a.h>\nint x;\n#include <b.h>\n"));
  EXPECT_FALSE(asBatchMember("int x;\n  #  include \"b.h\"\n"));
}

TEST(UnitBatchTest, EachMemberInItsOwnNamespaceMacrosUndefined) {
  std::optional<BatchMember> A = asBatchMember(Unit);
  std::optional<BatchMember> B =
      asBatchMember("#include <cuda_runtime.h>\n__global__ void k() {}");
  ASSERT_TRUE(A && B);
  std::string Batch = composeBatch({*A, *B});
  EXPECT_TRUE(llvm::StringRef(Batch).starts_with(A->Includes));
  size_t First = Batch.find("namespace kernel_extract_batch_member_0 {\n");
  size_t Undef = Batch.find("}\n#undef SCALE\n#undef OTHER\n");
  size_t Second = Batch.find("namespace kernel_extract_batch_member_1 {\n"
                             "__global__ void k() {}\n}\n");
  EXPECT_NE(First, std::string::npos);
  EXPECT_NE(Undef, std::string::npos);
  EXPECT_NE(Second, std::string::npos);
  EXPECT_LT(First, Undef);
  EXPECT_LT(Undef, Second);
}

} // namespace

namespace {

// A compiler's first error, not a warning before it; nvcc's own failures
// start with a capital.
TEST(FirstErrorLine, SkipsWarningsAndReadsNvccsInternalErrors) {
  EXPECT_EQ(firstErrorLine("u.cu(11): warning #177-D: variable \"error_count\" "
                           "was declared but never referenced\n"
                           "Error: Internal Compiler Error (codegen): "
                           "\"unsupported float variant!\"\n"),
            "Error: Internal Compiler Error (codegen): \"unsupported float "
            "variant!\"");
  EXPECT_EQ(firstErrorLine("u.hip:3:10: fatal error: 'x.h' file not found\n"),
            "u.hip:3:10: fatal error: 'x.h' file not found");
  EXPECT_EQ(firstErrorLine("\nonly a line\n"), "only a line");
}

} // namespace
