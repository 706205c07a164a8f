//===- AuditTest.cpp - Kernel symbols of a build's objects ----------------===//
//
// Tests how --audit reads host-stub symbols: nvcc's stubs embed the kernel's
// own symbol, clang's carry its name; templates, namespaces, anonymous
// namespaces and extern "C" kernels give the qualified name the dataset
// records.
//
//===----------------------------------------------------------------------===//

#include "kernel-extract/Audit.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

TEST(Audit, NvccStubNamesTheKernelSymbol) {
  // Symbols nvcc 13 emits (nm of an object it compiled).
  std::optional<CompiledKernel> Template =
      kernelOfStubSymbol("_ZL30__device_stub__ZN2ns1kIfEEvPT_Pf");
  ASSERT_TRUE(Template);
  EXPECT_EQ(Template->Symbol, "_ZN2ns1kIfEEvPT_");
  EXPECT_EQ(Template->Name, "ns::k");

  std::optional<CompiledKernel> Plain =
      kernelOfStubSymbol("_Z27__device_stub__Z8c_kernelPfPf");
  ASSERT_TRUE(Plain);
  EXPECT_EQ(Plain->Symbol, "_Z8c_kernelPf");
  EXPECT_EQ(Plain->Name, "c_kernel");

  // nvcc's anonymous namespace is a mangled name of its own.
  std::optional<CompiledKernel> Anonymous = kernelOfStubSymbol(
      "_Z67__device_stub__ZN40_GLOBAL__N__7e7353e3_8_stubs_cu_c_kernel4anonEPiPi");
  ASSERT_TRUE(Anonymous);
  EXPECT_EQ(Anonymous->Name, "anon");
}

TEST(Audit, StaticsOfAnInlinedNvccStubNameTheKernel) {
  // With -O3 the stub itself may be gone; its local statics remain.
  std::optional<CompiledKernel> Guard =
      kernelOfStubSymbol("_ZGVZL39__device_stub__ZN4mgpu7dummy_kILi0EEEvvvE5__tmp");
  ASSERT_TRUE(Guard);
  EXPECT_EQ(Guard->Symbol, "_ZN4mgpu7dummy_kILi0EEEvv");
  EXPECT_EQ(Guard->Name, "mgpu::dummy_k");
  std::optional<CompiledKernel> Handle =
      kernelOfStubSymbol("_ZZL30__device_stub__ZN2ns1kIfEEvPT_PfE8__handle");
  ASSERT_TRUE(Handle);
  EXPECT_EQ(Handle->Symbol, "_ZN2ns1kIfEEvPT_");
}

TEST(Audit, NamesTheDemanglerCannotRead) {
  // nvcc's extended-lambda mangling (Unvdl) defeats LLVM's demangler; the
  // leading nested name is enough.
  EXPECT_EQ(functionNameOfSymbol("_ZN4mgpu16launch_box_cta_kINS_15launch_"
                                 "params_tILi128ELi1ELi1ELi0EEEZ4mainEUnvdl1_"
                                 "PFiiPPcE4main1_JEEEvT0_iDpT1_"),
            "mgpu::launch_box_cta_k");
}

TEST(Audit, ClangStubCarriesTheKernelName) {
  std::optional<CompiledKernel> Kernel =
      kernelOfStubSymbol("_ZN2ns16__device_stub__kIfEEvPT_");
  ASSERT_TRUE(Kernel);
  EXPECT_EQ(Kernel->Name, "ns::k");
  EXPECT_EQ(Kernel->Symbol, "_ZN2ns1kIfEEvPT_");
  // hipcc's, for a kernel at global scope.
  Kernel = kernelOfStubSymbol("_Z20__device_stub__scalePffi");
  ASSERT_TRUE(Kernel);
  EXPECT_EQ(Kernel->Name, "scale");
  EXPECT_EQ(Kernel->Symbol, "_Z5scalePffi");
}

TEST(Audit, OtherSymbolsAreNoKernels) {
  EXPECT_FALSE(kernelOfStubSymbol("_Z6launchPfPi"));
  EXPECT_FALSE(kernelOfStubSymbol("main"));
  EXPECT_FALSE(kernelOfStubSymbol(""));
}

TEST(Audit, FunctionNames) {
  EXPECT_EQ(functionNameOfSymbol("_ZN2ns1kIfEEvPT_"), "ns::k");
  EXPECT_EQ(functionNameOfSymbol("_ZN12_GLOBAL__N_14leafEPf"), "leaf");
  EXPECT_EQ(functionNameOfSymbol("plain_c_kernel"), "plain_c_kernel");
}

} // namespace
