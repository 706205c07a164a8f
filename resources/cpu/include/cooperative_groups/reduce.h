// kernel-extract CPU runtime: stands in for <cooperative_groups/reduce.h>.
#include "cooperative_groups.h"
