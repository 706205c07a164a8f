// Parses only if every nvcc option was translated: each macro below comes
// from one option of the database entry, and each #error names it.
#include "config.h"
#include <sysconfig.h>

#ifndef FROM_D
#error "-DFROM_D was lost"
#endif
#if FROM_D_VALUE != 42
#error "-DFROM_D_VALUE=42 was lost"
#endif
#ifndef FROM_XCOMPILER
#error "-Xcompiler -DFROM_XCOMPILER was lost"
#endif
#if FROM_XCOMPILER_LIST != 7
#error "-Xcompiler -fPIC,-DFROM_XCOMPILER_LIST=7 was lost"
#endif
#ifndef FROM_COMPILER_OPTIONS
#error "--compiler-options=-DFROM_COMPILER_OPTIONS was lost"
#endif
#ifndef __CUDACC_RELAXED_CONSTEXPR__
#error "--expt-relaxed-constexpr was lost"
#endif
#ifndef __CUDACC_EXTENDED_LAMBDA__
#error "--expt-extended-lambda was lost"
#endif
#ifndef __CUDA_ARCH__
#error "not a device-side parse"
#elif __CUDA_ARCH__ < 900
#error "the highest -gencode architecture (sm_90) was lost"
#endif
#ifdef UNDEFINED_BY_U
#error "-UUNDEFINED_BY_U (after -DUNDEFINED_BY_U) was lost"
#endif

__global__ void flags_kernel(int *out) {
  out[threadIdx.x] = CONFIG_SCALE * threadIdx.x + SYS_OFFSET;
}
