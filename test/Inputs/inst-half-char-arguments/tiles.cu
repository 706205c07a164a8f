// A kernel configured by class templates whose non-type arguments are
// chars, as a compressor's predictor tuning is written.
#include <cstdint>

template <int Tile, char Seq, char Yseq, bool Zigzag>
struct Tuning {
  static constexpr int tile = Tile;
  static constexpr int seq = Seq;
};

template <typename T>
struct Config {
  using type = T;
};

template <typename T, typename C, typename P>
__global__ void predict(const T *in, T *out, int n) {
  typename C::type scale = in[0];
  int i = blockIdx.x * P::tile + threadIdx.x * P::seq;
  if (i < n)
    out[i] = in[i] * scale;
}

void run(const float *in, float *out, int n) {
  predict<float, Config<float>, Tuning<32, '\x01', ',', true>>
      <<<(n + 31) / 32, 32>>>(in, out, n);
}
