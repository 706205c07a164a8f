//===- HipNamesTest.cpp - The CUDA→HIP table and its lookups --------------===//
//
// Tests kx::hipInclude, kx::hipName, kx::missingInHip, kx::parseHipVersion,
// kx::translateIdentifiers, kx::hipLaunchText and the fallbacks
// (kx::hasHipFallback, kx::hipFallbackDefinitions): the data the HIP
// translation is driven by, and how the targeted HIP version changes it.
//
//===----------------------------------------------------------------------===//

#include "Hip/HipTranslation.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

const HipVersion Hip52{5, 2};
const HipVersion Hip62{6, 2};

TEST(HipNames, RuntimeHeadersMapToHipRuntime) {
  EXPECT_EQ(hipInclude("<cuda_runtime.h>", Hip52), "<hip/hip_runtime.h>");
  EXPECT_EQ(hipInclude("\"cuda.h\"", Hip52), "\"hip/hip_runtime.h\"");
  EXPECT_EQ(hipInclude("<cuda_fp16.h>", Hip52), "<hip/hip_fp16.h>");
  EXPECT_EQ(hipInclude("<cooperative_groups.h>", Hip52),
            "<hip/hip_cooperative_groups.h>");
  EXPECT_EQ(hipInclude("<curand_kernel.h>", Hip52),
            "<hiprand/hiprand_kernel.h>");
}

TEST(HipNames, LaunchParametersHeaderIsDropped) {
  EXPECT_EQ(hipInclude("<device_launch_parameters.h>", Hip52), "");
}

TEST(HipNames, CubDirectoryMapsToHipcub) {
  EXPECT_EQ(hipInclude("<cub/cub.cuh>", Hip52), "<hipcub/hipcub.hpp>");
  EXPECT_EQ(hipInclude("<cub/block/block_reduce.cuh>", Hip52),
            "<hipcub/block/block_reduce.hpp>");
}

TEST(HipNames, OtherHeadersAreKept) {
  EXPECT_EQ(hipInclude("<float.h>", Hip52), std::nullopt);
  EXPECT_EQ(hipInclude("<torch/extension.h>", Hip52), std::nullopt);
  EXPECT_EQ(hipInclude("\"my_cuda.h\"", Hip52), std::nullopt);
}

TEST(HipNames, Bfloat16DependsOnTheVersion) {
  EXPECT_EQ(hipInclude("<cuda_bf16.h>", Hip52), "<hip/hip_bfloat16.h>");
  EXPECT_EQ(hipInclude("<cuda_bf16.h>", HipVersion{6, 0}), "<hip/hip_bf16.h>");
  EXPECT_EQ(hipName("__nv_bfloat16", Hip52), "hip_bfloat16");
  EXPECT_EQ(hipName("__nv_bfloat16", Hip62), "__hip_bfloat16");
}

TEST(HipNames, RuntimeNamesTypesAndEnumerators) {
  EXPECT_EQ(hipName("cudaStream_t", Hip52), "hipStream_t");
  EXPECT_EQ(hipName("cudaMemcpyAsync", Hip52), "hipMemcpyAsync");
  EXPECT_EQ(hipName("cudaMemcpyHostToDevice", Hip52), "hipMemcpyHostToDevice");
  EXPECT_EQ(hipName("cudaMallocHost", Hip52), "hipHostMalloc");
  EXPECT_EQ(hipName("cub", Hip52), "hipcub");
  EXPECT_EQ(hipName("threadIdx", Hip52), std::nullopt);
  EXPECT_EQ(hipName("__shfl_down_sync", Hip52), std::nullopt)
      << "warp intrinsics are rewritten by call, not by name";
}

TEST(HipNames, NamesWithoutEquivalentSayWhy) {
  HipVersion Hip52, Hip62{6, 2}, Hip70{7, 0};
  EXPECT_EQ(missingInHip("", "__match_any_sync", Hip52),
            "__match_any_sync: HIP has warp match functions from 6.2 on");
  EXPECT_EQ(missingInHip("", "__match_any_sync", Hip62), std::nullopt)
      << "HIP 6.2 has the match functions";
  EXPECT_EQ(missingInHip("", "cudaMalloc", Hip52), std::nullopt);
  // Scoped names: cooperative_groups::plus, not std::plus.
  EXPECT_TRUE(missingInHip("cooperative_groups", "plus", Hip70).has_value());
  EXPECT_EQ(missingInHip("std", "plus", Hip52), std::nullopt);
  EXPECT_EQ(missingInHip("cooperative_groups", "meta_group_rank", Hip62),
            std::nullopt);
  EXPECT_TRUE(
      missingInHip("cooperative_groups", "meta_group_rank", Hip52).has_value());
  // Every name of a namespace HIP lacks.
  EXPECT_EQ(missingInHip("wmma", "fragment", Hip62),
            "wmma::fragment: HIP has no WMMA API (rocWMMA, a separate "
            "library, is the nearest)");
}

TEST(HipNames, VersionParsing) {
  auto V = parseHipVersion("6.1");
  ASSERT_TRUE(static_cast<bool>(V));
  EXPECT_EQ(V->Major, 6u);
  EXPECT_EQ(V->Minor, 1u);
  EXPECT_TRUE(V->atLeast(6, 0));
  EXPECT_FALSE(V->atLeast(6, 2));
  for (const char *Bad : {"5.1", "6", "six", "6.x", ""}) {
    auto Rejected = parseHipVersion(Bad);
    EXPECT_FALSE(static_cast<bool>(Rejected)) << Bad;
    llvm::consumeError(Rejected.takeError());
  }
}

TEST(HipNames, TranslateIdentifiersWholeWordsOnly) {
  EXPECT_EQ(translateIdentifiers("const __nv_bfloat16 *", Hip52),
            "const hip_bfloat16 *");
  EXPECT_EQ(translateIdentifiers("my_cudaStream_t s", Hip52),
            "my_cudaStream_t s");
  EXPECT_EQ(translateIdentifiers("cudaStream_t(0)", Hip52), "hipStream_t(0)");
}

LaunchSite siteWithTemplate() {
  LaunchSite Site;
  Site.KernelQualifiedName = "ops::reduce";
  Site.TemplateArguments = {{"float", "256"}};
  Site.Grid.Text = "blocks";
  Site.Block.Text = "256";
  Site.Stream.Text = "stream";
  Site.Arguments = {{"in", "x"}, {"n", "n"}};
  return Site;
}

TEST(HipNames, LaunchTextKeepsChevronsByDefault) {
  EXPECT_EQ(hipLaunchText(siteWithTemplate(), HipOptions{Hip52, false}),
            "ops::reduce<float, 256><<<blocks, 256, 0, stream>>>(x, n)");
}

TEST(HipNames, GglLaunchWrapsATemplateIdWithAComma) {
  EXPECT_EQ(hipLaunchText(siteWithTemplate(), HipOptions{Hip52, true}),
            "hipLaunchKernelGGL(HIP_KERNEL_NAME(ops::reduce<float, 256>), "
            "dim3(blocks), dim3(256), 0, stream, x, n)");
}

TEST(HipNames, ApiLaunchesHaveNoHipText) {
  LaunchSite Site = siteWithTemplate();
  Site.Form = "cudaLaunchKernel";
  EXPECT_EQ(hipLaunchText(Site, HipOptions{}), std::nullopt);
}

TEST(HipNames, FallbacksOnlyForWhatTheTargetedHipLacks) {
  // No HIP has cooperative_groups::reduce; HIP 6.0 has the bfloat16
  // conversions, so a unit for it defines none.
  EXPECT_TRUE(hasHipFallback("cooperative_groups::reduce", Hip52));
  EXPECT_TRUE(hasHipFallback("cooperative_groups::reduce", Hip62));
  EXPECT_TRUE(hasHipFallback("__float2bfloat16", Hip52));
  EXPECT_FALSE(hasHipFallback("__float2bfloat16", HipVersion{6, 0}));
  EXPECT_TRUE(hasHipFallback("atomicAdd(__half *)", Hip52));
  // What HIP code cannot mean the same: not defined.
  EXPECT_FALSE(hasHipFallback("atomicAdd(__nv_bfloat16 *)", Hip52));
  EXPECT_FALSE(hasHipFallback("cooperative_groups::labeled_partition", Hip52));
  EXPECT_FALSE(hasHipFallback("__double2bfloat16", Hip52));
  // Every name given a fallback is one missingInHip reports.
  for (auto [Scope, Name] :
       {std::pair("cooperative_groups", "reduce"), {"cooperative_groups", "plus"},
        {"", "__stcs"}, {"", "__bfloat16_as_ushort"}})
    EXPECT_TRUE(missingInHip(Scope, Name, Hip52)) << Name;
}

TEST(HipNames, FallbackDefinitionsInOneOrderEachNamespaceOnce) {
  EXPECT_EQ(hipFallbackDefinitions({}), "");
  std::string Text = hipFallbackDefinitions(
      {"__stcs", "cooperative_groups::reduce", "cooperative_groups::plus"});
  // The operator before the reduction that is given it, both in one
  // namespace, then the global store.
  size_t Plus = Text.find("struct plus");
  size_t Reduce = Text.find("T reduce(");
  size_t Close = Text.find("} // namespace cooperative_groups");
  size_t Store = Text.find("void __stcs(");
  ASSERT_NE(Store, std::string::npos);
  EXPECT_LT(Plus, Reduce);
  EXPECT_LT(Reduce, Close);
  EXPECT_LT(Close, Store);
  EXPECT_EQ(Text.find("namespace cooperative_groups {"),
            Text.rfind("namespace cooperative_groups {"));
  EXPECT_EQ(Text.find("struct less"), std::string::npos);
}

} // namespace
