// A framework's macros, as a PyTorch-style library writes them.
#pragma once

#define FW_HOST __host__
#define FW_HOST_DEVICE __host__ __device__

// The framework's device assertion goes through its runtime.
extern "C" __host__ __device__ void fw_report_failure(const char *what,
                                                      const char *file,
                                                      unsigned line);
#define CUDA_KERNEL_ASSERT(cond)                                               \
  if (!(cond)) {                                                               \
    fw_report_failure(#cond, __FILE__, __LINE__);                              \
  }
