// kernel-extract CPU runtime: stands in for <cooperative_groups/scan.h>.
#include "cooperative_groups.h"
