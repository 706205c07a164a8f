// A device-side loop condition of a CUDA graph (CUDA 12.3's conditional
// nodes), as cuda-samples' graphConditionalNodes sets it.
#include <cuda_runtime.h>

__global__ void keep_looping(cudaGraphConditionalHandle handle, int *count) {
  if (threadIdx.x == 0)
    cudaGraphSetConditional(handle, --*count > 0 ? 1 : 0);
}
