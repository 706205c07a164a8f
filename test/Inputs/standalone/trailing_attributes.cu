// Classes whose attributes follow the closing brace: the unit keeps them,
// and the `;` after them.
#include <cuda_runtime.h>

template <typename T> struct cell { T v; int i; } __attribute__((packed));

struct __align__(8) pair16 { short a, b; } __attribute__((aligned(16)))
__attribute__((unused));

__global__ void mark(cell<double> *c, pair16 *p) {
  c[threadIdx.x].i = sizeof(cell<double>);
  p[threadIdx.x].a = alignof(pair16);
}

void markAll(cell<double> *c, pair16 *p) { mark<<<1, 32>>>(c, p); }
