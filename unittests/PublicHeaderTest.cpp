//===- PublicHeaderTest.cpp - Which #include spellings a unit may use -----===//
//
// Tests kx::isPublicHeader: a unit includes the header a user would write,
// never a library's implementation detail.
//
//===----------------------------------------------------------------------===//

#include "Closure/Closure.h"
#include "gtest/gtest.h"

using namespace kx;

namespace {

TEST(PublicHeaderTest, StandardAndToolchainHeadersArePublic) {
  EXPECT_TRUE(isPublicHeader("<stdint.h>"));
  EXPECT_TRUE(isPublicHeader("<cstdint>"));
  EXPECT_TRUE(isPublicHeader("<cuda/std/utility>"));
  EXPECT_TRUE(isPublicHeader("<cooperative_groups/reduce.h>"));
  EXPECT_TRUE(isPublicHeader("<thrust/tuple.h>"));
}

TEST(PublicHeaderTest, ImplementationDetailsAreNot) {
  EXPECT_FALSE(isPublicHeader("<bits/stdint-uintn.h>"));
  EXPECT_FALSE(isPublicHeader("<ext/alloc_traits.h>"));
  EXPECT_FALSE(isPublicHeader("<cuda/std/__utility/swap.h>"));
  EXPECT_FALSE(isPublicHeader("<cuda/std/detail/libcxx/include/array>"));
  EXPECT_FALSE(isPublicHeader("<crt/host_defines.h>"));
  EXPECT_FALSE(isPublicHeader("<thrust/detail/type_traits.h>"));
  EXPECT_FALSE(isPublicHeader("<__stddef_null.h>"));
}

TEST(PublicHeaderTest, QuotedIncludesAreNotChosenAsPublic) {
  // A quoted spelling is relative to its includer: a unit elsewhere cannot
  // reuse it.
  EXPECT_FALSE(isPublicHeader("\"cuda_fp16.hpp\""));
}

} // namespace
