// Kernels whose outputs, at sizes their tile does not divide, depend on
// what a GPU leaves undefined; the project launches them only at sizes it
// divides.
#define TILE 64

// The last block's threads past n write no slot of the tile, but thread 0
// adds all of them: what the slots held before.
__global__ void tile_sum(const float *x, float *sums, int n) {
  __shared__ float tile[TILE];
  int i = blockIdx.x * TILE + threadIdx.x;
  if (i < n)
    tile[threadIdx.x] = x[i];
  __syncthreads();
  if (threadIdx.x == 0) {
    float s = 0.0f;
    for (int k = 0; k < TILE; ++k)
      s += tile[k];
    sums[blockIdx.x] = s;
  }
}

// A block scales its row in whole steps of 8, past the row's end into
// the next row's first elements: which block writes them last decides.
__global__ void scale_rows(const float *x, float *y, int rows, int n) {
  int row = blockIdx.x;
  int width = (n + 7) / 8 * 8;
  for (int c = threadIdx.x; c < width; c += blockDim.x) {
    int at = row * n + c;
    if (at < rows * n)
      y[at] = x[at] * float(row + 1);
  }
}

// A block of 8 x 8 threads writes rows n long: when n < 8 they overlap,
// and two threads of the block write one element.
__global__ void tile_rows(const float *x, float *y, int n) {
  int at = threadIdx.y * n + threadIdx.x;
  y[at] = x[at] + float(threadIdx.y);
}

// Each thread reads x at the slot its mirror lane wrote; past n no lane
// wrote it, and what the slot holds decides which element is read.
__global__ void mirror_slots(const float *x, float *y, int n) {
  __shared__ int slot[32];
  int i = blockIdx.x * 32 + threadIdx.x;
  if (i < n)
    slot[threadIdx.x] = threadIdx.x;
  __syncthreads();
  if (i < n)
    y[i] = x[min(int(blockIdx.x) * 32 + slot[31 - threadIdx.x], n - 1)];
}

void launch(const float *x, float *sums, float *y, int rows, int n) {
  tile_sum<<<(n + TILE - 1) / TILE, TILE>>>(x, sums, n);
  scale_rows<<<rows, 8>>>(x, y, rows, n);
  tile_rows<<<1, dim3(8, 8)>>>(x, y, n);
  mirror_slots<<<(n + 31) / 32, 32>>>(x, y, n);
}
