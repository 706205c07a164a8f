// Fails to parse: the header does not exist.
#include "does_not_exist.h"

__global__ void in_bad_file(int *p) { p[0] = 1; }
