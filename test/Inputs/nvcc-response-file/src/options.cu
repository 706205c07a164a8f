// Parses only if the options files were expanded.
#include "resp_config.h"
#include <resp_sys.h>

#if FROM_OPTIONS_FILE != 4
#error "-DFROM_OPTIONS_FILE=4 from --options-file=rsp/defines.txt was lost"
#endif

__global__ void options_kernel(int *out) {
  out[threadIdx.x] = RESP_SCALE + RESP_OFFSET;
}
