// A library header outside the project root, found with -I ../thirdparty:
// its inline helper can be copied into a unit; its compiled function and
// its enum (listed in another file) cannot.
#pragma once

#define VENDOR_GAIN 3.0f

__device__ inline float vendor_gain(float x) { return x * VENDOR_GAIN; }

// Defined in the vendor's own library (device code linked with -rdc).
__device__ float vendor_offset(float x);

enum VendorMode {
#define VENDOR_MODE(Name) Name,
#include "vendor_modes.def"
#undef VENDOR_MODE
};
