//===- TypeAnalogsTest.cpp - A launch's instantiation in another type ----===//
//
// Tests kx::typeAnalog: every `float` of an instantiation's arguments, in
// template-ids too, becomes the requested type; float vectors become the
// type's own where it has them; names that merely contain `float` stay.
//
//===----------------------------------------------------------------------===//

#include "Instantiate/TypeAnalogs.h"
#include "gtest/gtest.h"

using kx::typeAnalog;

namespace {

using Spellings = std::vector<std::string>;

TEST(TypeAnalogsTest, ReplacesFloatThroughout) {
  EXPECT_EQ(typeAnalog({"128", "neg<float>", "sum<float>", "float"}, "__half"),
            (Spellings{"128", "neg<__half>", "sum<__half>", "__half"}));
}

TEST(TypeAnalogsTest, VectorsBecomeTheTypesOwn) {
  EXPECT_EQ(typeAnalog({"float2", "float"}, "__half"),
            (Spellings{"__half2", "__half"}));
  EXPECT_EQ(typeAnalog({"float4", "float"}, "double"),
            (Spellings{"double4", "double"}));
  // CUDA has no __half4: the vector stays, the scalar changes.
  EXPECT_EQ(typeAnalog({"float4", "float"}, "__half"),
            (Spellings{"float4", "__half"}));
  EXPECT_EQ(typeAnalog({"float2"}, "__nv_bfloat16"),
            (Spellings{"__nv_bfloat162"}));
}

TEST(TypeAnalogsTest, LeavesOtherNamesAlone) {
  EXPECT_EQ(typeAnalog({"floaty<float>", "my_float", "float16"}, "c10::Half"),
            (Spellings{"floaty<c10::Half>", "my_float", "float16"}));
}

TEST(TypeAnalogsTest, NoFloatNoAnalog) {
  EXPECT_TRUE(typeAnalog({"int", "64", "double"}, "__half").empty());
  EXPECT_TRUE(typeAnalog({}, "__half").empty());
}

} // namespace
