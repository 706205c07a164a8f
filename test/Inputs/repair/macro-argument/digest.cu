// A hash round written as a macro that takes another macro as an argument
// (`ROUND(a, b, c, F)`): F is expanded inside ROUND's expansion.
#define F(x, y, z) (((x) & (y)) | (~(x) & (z)))
#define G(x, y, z) (((x) & (z)) | ((y) & ~(z)))
#define ROTATE(x, c) (((x) << (c)) | ((x) >> (32 - (c))))
#define ROUND(a, b, c, d, func) a = b + ROTATE(a + func(b, c, d), 7)

__global__ void digest_round(unsigned *state, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  unsigned a = state[4 * i], b = state[4 * i + 1], c = state[4 * i + 2],
           d = state[4 * i + 3];
  ROUND(a, b, c, d, F);
  ROUND(d, a, b, c, G);
  state[4 * i] = a;
  state[4 * i + 3] = d;
}
