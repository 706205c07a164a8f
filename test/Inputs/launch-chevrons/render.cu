// Launches written as Visual Studio's formatter writes them, with blanks
// inside the chevrons: nvcc reads them, clang's lexer does not.
#include <cstdint>

template <uint32_t CHANNELS>
__global__ void render(const float *features, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  float sum = 0.0f;
  for (uint32_t c = 0; c < CHANNELS; ++c)
    sum += features[i * CHANNELS + c];
  out[i] = sum; // a comment with << < and >> > in it stays as it is
}

__global__ void shift(const unsigned *in, unsigned *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = (in[i] << 2) >> 1;
}

void run(const float *features, float *out, const unsigned *in,
         unsigned *bits, int n) {
  render<3> << <(n + 255) / 256, 256 >> > (features, out, n);
  shift << <dim3((n + 127) / 128), dim3(128) >> >(in, bits, n);
}
