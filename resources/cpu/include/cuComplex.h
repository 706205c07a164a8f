// kernel-extract CPU runtime: stands in for the CUDA header of this name.
#include "kx_cpu.h"
#include "kx_cpu/complex.h"
