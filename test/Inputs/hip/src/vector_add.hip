// Parses only as the device side of a HIP compile for gfx90a with the
// command's own flags: each #error names what was lost.
#include "hip_common.h"

#ifndef __HIP__
#error "not parsed as HIP"
#endif
#ifndef __HIP_DEVICE_COMPILE__
#error "not a device-side parse"
#endif
#ifndef __gfx90a__
#error "--offload-arch=gfx90a was lost"
#endif
#if FROM_HIPCC != 1
#error "-DFROM_HIPCC=1 was lost"
#endif

__global__ void vector_add(const float *a, const float *b, float *c, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    c[i] = a[i] + twice(b[i]);
}

void launch_vector_add(const float *a, const float *b, float *c, int n,
                       hipStream_t stream) {
  hipLaunchKernelGGL(vector_add, dim3((n + THREADS - 1) / THREADS),
                     dim3(THREADS), 0, stream, a, b, c, n);
}
