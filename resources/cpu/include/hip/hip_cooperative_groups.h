// kernel-extract CPU runtime: stands in for the HIP header of this name.
#include "cooperative_groups.h"
