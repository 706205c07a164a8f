// Point-cloud style kernels: each thread moves its pointer parameters to its
// batch and point (`xyz += ...`), and a channels-last layout computes every
// index through a small device function.

__device__ inline int offsetOf(const int n, const int y, const int x,
                               const int c, const int height, const int width,
                               const int channels) {
  int index = c + (x + (y + n * height) * width) * channels;
  return index;
}

// The squared distance of each query point to every point of its batch:
// query (b, m, 3), points (b, n, 3), out (b, m, n).
__global__ void nearest_points(int b, int n, int m, const float *query,
                               const float *points, float *out) {
  int batch = blockIdx.y;
  int pt = blockIdx.x * blockDim.x + threadIdx.x;
  if (batch >= b || pt >= m)
    return;
  query += batch * m * 3 + pt * 3;
  points += batch * n * 3;
  out += batch * m * n + pt * n;
  for (int k = 0; k < n; ++k) {
    float dx = query[0] - points[k * 3 + 0];
    float dy = query[1] - points[k * 3 + 1];
    float dz = query[2] - points[k * 3 + 2];
    out[k] = dx * dx + dy * dy + dz * dz;
  }
}

// Sums each output pixel's scale x scale block of input pixels, channels
// last: input (num, height * scale, width * scale, channels), output
// (num, height, width, channels); one thread per output pixel.
__global__ void pool_pixels(const int count, const float *input,
                            const int scale, const int channels,
                            const int height, const int width, float *output) {
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  if (index > count - 1)
    return;
  const int x = index % width;
  const int y = (index / width) % height;
  const int n = index / width / height;
  for (int c = 0; c < channels; ++c) {
    float sum = 0;
    for (int iy = y * scale; iy < (y + 1) * scale; ++iy)
      for (int ix = x * scale; ix < (x + 1) * scale; ++ix)
        sum += input[offsetOf(n, iy, ix, c, height * scale, width * scale,
                              channels)];
    output[offsetOf(n, y, x, c, height, width, channels)] = sum;
  }
}

// Each thread walks its column (`in += width` per row): that pointer's
// reach is no single advance, and its count stays the harness's default.
__global__ void column_sums(int rows, int width, const float *in,
                            float *sums) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  if (x >= width)
    return;
  in += x;
  float sum = 0;
  for (int r = 0; r < rows; ++r) {
    sum += *in;
    in += width;
  }
  sums[x] = sum;
}
