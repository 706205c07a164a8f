// Grid-stride loops whose counters are deduced from the built-in indices.
__global__ void gather_rows(const float *in, const long *rows, float *out,
                            size_t count, size_t width) {
  const auto lane = threadIdx.x;
  for (auto row = blockIdx.x; row < count; row += gridDim.x)
    for (auto col = lane; col < width; col += blockDim.x)
      out[row * width + col] = in[rows[row] * width + col];
}

template <typename T>
__global__ void scale_rows(T *data, T factor, size_t count) {
  for (auto i = blockIdx.x * blockDim.x + threadIdx.x; i < count;
       i += blockDim.x * gridDim.x)
    data[i] *= factor;
  auto first = blockIdx.x;
  first += 1;
}

void scale(float *data, float factor, size_t count) {
  scale_rows<<<64, 256>>>(data, factor, count);
}
