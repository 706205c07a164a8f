//===- CudaWrapperIncludesTest.cpp - The SDK's headers, named by path -----===//
//
// Tests kx::pinSdkIncludes: clang's CUDA wrapper names the SDK's headers
// by path, so that a project header of the same name on the -I path is
// not what it includes; its other lines are left alone.
//
//===----------------------------------------------------------------------===//

#include "Pipeline/CudaWrapperIncludes.h"
#include "gtest/gtest.h"

using kx::pinSdkIncludes;

namespace {

bool inSdk(llvm::StringRef Name) {
  return Name == "cuda.h" || Name == "crt/host_runtime.h";
}

TEST(CudaWrapperIncludesTest, NamesTheSdksHeadersByPath) {
  std::optional<std::string> Pinned = pinSdkIncludes(
      "#include <cmath>\n"
      "#include \"cuda.h\"\n"
      "#if !defined(CUDA_VERSION)\n"
      "  #  include \"crt/host_runtime.h\" // indented\n"
      "#include \"__clang_cuda_builtin_vars.h\"\n"
      "#endif",
      "/sdk/include", inSdk);
  ASSERT_TRUE(Pinned);
  EXPECT_EQ(*Pinned, "#include <cmath>\n"
                     "#include \"/sdk/include/cuda.h\"\n"
                     "#if !defined(CUDA_VERSION)\n"
                     "  #include \"/sdk/include/crt/host_runtime.h\"\n"
                     "#include \"__clang_cuda_builtin_vars.h\"\n"
                     "#endif");
}

TEST(CudaWrapperIncludesTest, NothingWhenNoSdkHeaderIsIncluded) {
  EXPECT_FALSE(pinSdkIncludes("#include <cmath>\n#include \"other.h\"\n",
                              "/sdk/include", inSdk));
  EXPECT_FALSE(pinSdkIncludes("", "/sdk/include", inSdk));
  // An include that never closes its quote is left as it is.
  EXPECT_FALSE(pinSdkIncludes("#include \"cuda.h\n", "/sdk/include", inSdk));
}

} // namespace
