// -std=c++20 reaches the parse (clang's default for CUDA is C++17).
#include <concepts>
#if __cplusplus < 202002L
#error "-std=c++20 was lost"
#endif
#ifndef QUOTED
#error "the quoted -Xcompiler list of the command string was lost"
#endif

template <std::integral T> __device__ T twice(T v) { return 2 * v; }

__global__ void cxx20_kernel(int *out) { out[threadIdx.x] = twice(QUOTED); }
