// Types and constants a kernel needs: a struct parameter, a typedef, an enum,
// a __constant__ array sized by a constexpr, and a static const.
#include <cuda_runtime.h>

constexpr int kTaps = 4;

__constant__ float taps[kTaps];

static const float kBias = 0.5f;

typedef float real_t;

enum Mode { MODE_COPY, MODE_FILTER };

struct Params {
  const real_t *in;
  real_t *out;
  int n;
  Mode mode;
};

// Unused declarations of each kind: none is copied.
typedef double unused_t;
enum Unused { UNUSED_A };
struct NotUsed { int x; };
__constant__ float unused_table[8];

__global__ void filter_kernel(Params p) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= p.n)
    return;
  real_t acc = kBias;
  switch (p.mode) {
  case MODE_COPY:
    acc = p.in[i];
    break;
  case MODE_FILTER:
    for (int t = 0; t < kTaps && i + t < p.n; ++t)
      acc += taps[t] * p.in[i + t];
    break;
  }
  p.out[i] = acc;
}
