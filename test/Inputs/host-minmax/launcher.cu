// A host launch helper calling min(int, int), as mmcv's GET_BLOCKS does:
// nvcc's SDK headers declare it for host code, clang's wrapper does not.
inline int get_blocks(int n) { return min((n + 511) / 512, 4096); }
inline float clamp_scale(float s) { return max(s, 0.f); }
// Mixed signedness and precision, as nvcc's math_functions.h allows.
inline unsigned last_index(int n, unsigned size) { return max(n - 1, size); }
inline double widest(float a, double b) { return min(a, b); }
// Classification from host code, unqualified (nvcc declares it globally).
inline bool usable(float x) { return isfinite(x) && !isnan(x); }

__global__ void fill(float *p, float v) { p[threadIdx.x] = v; }

void launch(float *p, int n, float s) {
  fill<<<get_blocks(n), 512>>>(p, clamp_scale(s));
}
