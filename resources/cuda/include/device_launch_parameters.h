/*
 * device_launch_parameters.h -- kept only so that `#include
 * <device_launch_parameters.h>` resolves.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract.  threadIdx, blockIdx, blockDim, gridDim and
 * warpSize are declared by clang's __clang_cuda_builtin_vars.h, which
 * cuda_runtime.h includes.
 */
#ifndef KX_DEVICE_LAUNCH_PARAMETERS_H
#define KX_DEVICE_LAUNCH_PARAMETERS_H
#include "cuda_runtime.h"
#endif /* KX_DEVICE_LAUNCH_PARAMETERS_H */
