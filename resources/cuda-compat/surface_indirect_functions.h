// Empty stand-in: CUDA 13 removed surface_indirect_functions.h, which clang 19's CUDA
// wrapper still includes. kernel-extract adds this directory only for SDKs
// that lack the header.
