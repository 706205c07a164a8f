// Read by kernel-extract in place of CUDA 13's libcu++ assert.h, which it
// then includes. Built with NDEBUG by nvcc, that header re-declares glibc's
// __assert_fail as __host__ __device__; clang's CUDA wrapper has defined a
// __device__ one already, and clang rejects the pair, so every TU that
// reaches libcu++ (through <cooperative_groups.h> and the like) failed in
// a release build. The re-declaration is renamed while the header is read:
// the assert macros it defines still call __assert_fail, which host code
// finds in <assert.h> and device code in clang's wrapper.
#pragma push_macro("__assert_fail")
#define __assert_fail __kx_cccl_redeclared_assert_fail
#include_next <cuda/std/__cccl/assert.h>
#pragma pop_macro("__assert_fail")
