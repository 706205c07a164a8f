// Launch sizes written the common ways: through locals that are never
// written again, static consts, ternaries, min/max, a dim3's fields and the
// enclosing template's arguments. In run(), only the last two launches
// depend on runtime values; in sized(), every grid does.
#include <algorithm>

#define WARPS 4
static const int kBlock = 128;

__global__ void k(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] *= 2.f;
}

template <int THREADS>
void launch_tpl(float *x, int n) {
  const int blocks = 8;
  k<<<blocks, THREADS>>>(x, n);
}

void run(float *x, int n) {
  dim3 block(256);
  k<<<1, block>>>(x, n);                                  // line 24
  dim3 block2(kBlock);
  k<<<2, block2>>>(x, n);                                 // line 26
  int threads = kBlock * 2;
  dim3 grid(16, WARPS);
  k<<<grid, threads>>>(x, n);                             // line 29
  int t = sizeof(float) > 2 ? 64 : 32;
  k<<<std::min(4, 8), dim3(t, block.x / 128)>>>(x, n);    // line 31
  launch_tpl<512>(x, n);
  int written = 32;
  written *= 2;
  k<<<1, written>>>(x, n);                                // line 35
  dim3 changed(32);
  changed.x = 64;
  k<<<(n + 255) / 256, changed>>>(x, n);                  // line 38
}

int rows_of(const float *x);

// Runtime sizes: each is written in the parameters it depends on, through
// the locals that hold it, so a harness can compute it.
void sized(float *x, int n, int w, int h, long count) {
  int threads = 256;
  int blocks = (n + threads - 1) / threads;
  k<<<blocks, threads>>>(x, n);                           // line 48
  dim3 tile(16, 16);
  dim3 tiles((w + tile.x - 1) / tile.x, (h + 15) / 16);
  k<<<tiles, tile>>>(x, n);                               // line 51
  k<<<std::min((int)count / 128, 1024), 128>>>(x, n);     // line 52
  k<<<rows_of(x), 128>>>(x, n);                           // line 53
}

#define DISPATCH(...) [&] { __VA_ARGS__ }()

// Launches in a dispatch macro's lambda see the locals by reference.
void dispatched(float *x, int n) {
  dim3 grid((n + 511) / 512);
  dim3 block(512);
  DISPATCH(k<<<grid, block>>>(x, n););                    // line 62
  int threads = 128;
  [&] { threads *= 2; k<<<1, threads>>>(x, n); }();       // line 64
}

// A default dim3 whose extents are assigned, once each, as statements of
// its block before the launch (Rodinia's style) folds; one assigned under a
// condition does not.
void assigned(float *x, int n, bool wide) {
  dim3 threads;
  threads.x = kBlock;
  threads.y = 2;
  dim3 blocks((n + threads.x - 1) / threads.x);
  k<<<blocks, threads>>>(x, n);                           // line 75
  dim3 maybe;
  if (wide)
    maybe.x = 256;
  k<<<1, maybe>>>(x, n);                                  // line 79
}

// Passing a dim3 by const reference (a struct field's copy assignment)
// reads it.
struct node_params {
  dim3 blockDim;
};
void copied(float *x, int n, node_params *params) {
  dim3 nthreads(256, 1, 1);
  params->blockDim = nthreads;
  k<<<1, nthreads>>>(x, n);                               // line 90
}

// A dim3 of the template's argument, instantiated twice: no one value.
template <int THREADS>
void launch_two(float *x, int n) {
  dim3 block(THREADS);
  k<<<1, block>>>(x, n);                                  // line 97
}
template void launch_two<64>(float *, int);
template void launch_two<128>(float *, int);
