// Kernels that count on a warp's lanes, or a block's threads, moving
// together between barriers (test/cpu-runtime-lockstep.test).

// A warp-synchronous reduction, as older code writes one: the last 64
// partial sums are added by one warp without a barrier, through volatile
// shared memory, each step reading the sums the step before wrote.
__global__ void warp_sync_sum(const int *in, int *out, int n) {
  __shared__ int partial[64];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  partial[t] = i < n ? in[i] : 0;
  __syncthreads();
  if (t < 32) {
    volatile int *v = partial;
    v[t] += v[t + 32];
    v[t] += v[t + 16];
    v[t] += v[t + 8];
    v[t] += v[t + 4];
    v[t] += v[t + 2];
    v[t] += v[t + 1];
  }
  if (t == 0)
    out[blockIdx.x] = partial[0];
}

// Each step, every thread reads the block's pick after the barrier; the
// next step overwrites it with no barrier between (as furthest point
// sampling does). On a GPU the threads have all read it by then.
__global__ void pick_steps(const int *score, int *picked, int n) {
  __shared__ int best[64];
  int t = threadIdx.x, i = blockIdx.x * 64 + t;
  int own = i < n ? score[i] : 0;
  int last = 0;
  for (int s = 0; s < 4; ++s) {
    best[t] = (own * 13 + last * 7 + t) % 64;
    __syncthreads();
    for (int stride = 32; stride > 0; stride >>= 1) {
      if (t < stride)
        best[t] = max(best[t], best[t + stride]);
      __syncthreads();
    }
    last = best[0];
    if (t == 0)
      picked[blockIdx.x * 4 + s] = last;
  }
}

void launch(const int *in, int *out, int *picked, int n) {
  warp_sync_sum<<<(n + 63) / 64, 64>>>(in, out, n);
  pick_steps<<<(n + 63) / 64, 64>>>(in, picked, n);
}
