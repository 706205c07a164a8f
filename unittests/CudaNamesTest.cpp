//===- CudaNamesTest.cpp - The CUDA→HIP table read backwards --------------===//
//
// Tests kx::cudaInclude and kx::cudaName: what the CUDA translation of a
// kernel written in HIP takes from the table, and which spelling it picks
// where several CUDA names share one HIP name.
//
//===----------------------------------------------------------------------===//

#include "Hip/CudaTranslation.h"
#include "Hip/HipTranslation.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

TEST(CudaNames, HipHeadersMapBack) {
  EXPECT_EQ(cudaInclude("<hip/hip_runtime.h>"), "<cuda_runtime.h>");
  EXPECT_EQ(cudaInclude("\"hip/hip_runtime.h\""), "\"cuda_runtime.h\"");
  EXPECT_EQ(cudaInclude("<hip/hip_fp16.h>"), "<cuda_fp16.h>");
  EXPECT_EQ(cudaInclude("<hip/hip_cooperative_groups.h>"),
            "<cooperative_groups.h>");
  EXPECT_EQ(cudaInclude("<hiprand/hiprand_kernel.h>"), "<curand_kernel.h>");
  EXPECT_EQ(cudaInclude("<hip/hip_runtime_api.h>"), "<cuda_runtime_api.h>");
}

TEST(CudaNames, HipcubDirectoryMapsToCub) {
  EXPECT_EQ(cudaInclude("<hipcub/hipcub.hpp>"), "<cub/cub.cuh>");
  EXPECT_EQ(cudaInclude("<hipcub/block/block_reduce.hpp>"),
            "<cub/block/block_reduce.cuh>");
}

TEST(CudaNames, HipOnlyHeadersAreDroppedOthersKept) {
  EXPECT_EQ(cudaInclude("<hip/hip_ext.h>"), "");
  EXPECT_EQ(cudaInclude("<vector>"), std::nullopt);
  EXPECT_EQ(cudaInclude("\"kernels.h\""), std::nullopt);
}

TEST(CudaNames, NamesMapBack) {
  EXPECT_EQ(cudaName("hipStream_t"), "cudaStream_t");
  EXPECT_EQ(cudaName("hipMemcpyHostToDevice"), "cudaMemcpyHostToDevice");
  EXPECT_EQ(cudaName("warpSize"), std::nullopt);
  EXPECT_EQ(cudaName("threadIdx"), std::nullopt);
}

// Several CUDA names, one HIP name: the one spelled like it.
TEST(CudaNames, ManyToOnePrefersTheSameSpelling) {
  EXPECT_EQ(cudaName("hipError_t"), "cudaError_t");
}

// Every name the table maps to HIP maps back to a CUDA name that maps to
// it again: the reverse never invents a spelling.
TEST(CudaNames, RoundTripThroughTheTable) {
  const HipVersion Newest{99, 0};
  for (llvm::StringRef Hip : {"hipStream_t", "hipError_t", "hipEvent_t",
                              "hipSuccess", "hipDeviceSynchronize"}) {
    std::optional<llvm::StringRef> Cuda = cudaName(Hip);
    ASSERT_TRUE(Cuda) << Hip.str();
    EXPECT_EQ(hipName(*Cuda, Newest), Hip) << Cuda->str();
  }
}

} // namespace
