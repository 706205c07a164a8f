// Parses only if the response files were expanded: each macro below comes
// from one of them, and each #error names it.
#include "resp_config.h"
#include <resp_sys.h>

#if FROM_RSP != 1
#error "-DFROM_RSP=1 from @rsp/flags.rsp was lost"
#endif
#if QUOTED_RSP != 2
#error "the quoted \"-DQUOTED_RSP=1 + 1\" was lost or split"
#endif
#if FROM_NESTED != 3
#error "-Xcompiler -DFROM_NESTED=3 from the nested @rsp/nested.rsp was lost"
#endif
#ifndef CUDA_API_PER_THREAD_DEFAULT_STREAM
#error "--default-stream per-thread was lost"
#endif
#if !defined(__CUDA_ARCH__) || __CUDA_ARCH__ != 860
#error "-arch=sm_86 from @rsp/flags.rsp was lost"
#endif

__global__ void response_kernel(int *out) {
  out[threadIdx.x] = RESP_SCALE * threadIdx.x + RESP_OFFSET;
}
