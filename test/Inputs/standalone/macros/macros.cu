// Macros that use other macros; the kernel expands only some of them.
#include <cuda_runtime.h>

#define WARP 32
#define WARPS_PER_BLOCK 4
#define BLOCK_THREADS (WARP * WARPS_PER_BLOCK)
#define SCALE_BY(x, s) ((x) * (s))
#define DOUBLE_IT(x) SCALE_BY(x, TWO)
#define TWO 2.0f
#define UNUSED_MACRO 17
#define GLOBAL_INDEX() (blockIdx.x * BLOCK_THREADS + threadIdx.x)

__global__ void __launch_bounds__(BLOCK_THREADS) macro_kernel(float *data, int n) {
  int i = GLOBAL_INDEX();
  if (i < n)
    data[i] = DOUBLE_IT(data[i]);
}
