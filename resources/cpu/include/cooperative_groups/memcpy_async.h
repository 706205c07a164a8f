// kernel-extract CPU runtime: stands in for <cooperative_groups/memcpy_async.h>.
#include "cooperative_groups.h"
