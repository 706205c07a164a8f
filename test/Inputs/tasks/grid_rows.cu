// Rows of n elements that every thread of the grid indexes unchecked: each
// thread adds to its element of four rows (a Monte Carlo walker's
// statistics). n below the grid's thread count makes the rows overlap.
#define NBLOCK 4
#define NTHREADS 64

__global__ void walker_stats(const int n, const int steps, const float *x,
                             float *stats) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  float v = x[i];
  for (int step = 0; step < steps; step++) {
    v = v * 0.5f + 1.0f;
    stats[0 * n + i] += v;
    stats[1 * n + i] += v * v;
  }
  stats[2 * n + i] = v;
}

// The same rows, the index checked against n: a row is as long as its check.
__global__ void checked_stats(const int n, const float *x, float *stats) {
  int i = blockDim.x * blockIdx.x + threadIdx.x;
  if (i < n)
    stats[1 * n + i] = x[i];
}

void run(int n, int steps, const float *x, float *stats) {
  walker_stats<<<NBLOCK, NTHREADS>>>(n, steps, x, stats);
  checked_stats<<<NBLOCK, NTHREADS>>>(n, x, stats);
}
