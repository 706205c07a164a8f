// Two launched tilings; their crossing <64, 16> gives `preds` no elements,
// which clang accepts (a GNU extension) and nvcc rejects in device code.
template <int CTA, int WARP>
__device__ void predicate(const float *a, bool *out) {
  bool preds[CTA / WARP - 4];
  for (int i = 0; i < CTA / WARP - 4; ++i)
    preds[i] = a[i] > 0;
  *out = preds[0];
}

template <int CTA, int WARP> __global__ void tile(float *a, bool *out) {
  predicate<CTA, WARP>(a, out);
}

template <int N> __device__ float first(const float *a) { return a[N - 1]; }

// The same after a call to another template: the walk goes on past it.
template <int CTA, int WARP> __global__ void strip(float *a) {
  float f = first<CTA>(a);
  bool preds[CTA / WARP - 4];
  for (int i = 0; i < CTA / WARP - 4; ++i)
    preds[i] = a[i] > f;
  a[threadIdx.x] = preds[0];
}

void tiles(float *a, bool *out) {
  tile<128, 16><<<1, 32>>>(a, out);
  tile<64, 8><<<1, 32>>>(a, out);
  strip<128, 16><<<1, 32>>>(a);
  strip<64, 8><<<1, 32>>>(a);
}
