// A header no directory provides: another class.
#include "generated_config.h"
__global__ void fill_c(int *p) { p[threadIdx.x] = 3; }
