// A typedef'd anonymous struct and an anonymous enum.
#include <cuda_runtime.h>

typedef struct {
  int count;
  float scale;
} Options;

enum { TILE = 64 };

__global__ void anonymous_kernel(Options o, float *data) {
  int i = blockIdx.x * TILE + threadIdx.x;
  if (i < o.count)
    data[i] *= o.scale;
}
