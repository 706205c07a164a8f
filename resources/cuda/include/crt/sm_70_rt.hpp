/*
 * crt/sm_70_rt.hpp -- intentionally empty.
 *
 * Bundled with kernel-extract; written for kernel-extract.  clang's
 * __clang_cuda_intrinsics.h includes "crt/sm_70_rt.hpp" from the CUDA SDK
 * after defining the __match*_sync intrinsics itself; with no SDK present this
 * stub satisfies the include.  (__nanosleep lives in device_functions.h.)
 */
