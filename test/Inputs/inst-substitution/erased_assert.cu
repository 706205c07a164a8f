// The build defines NDEBUG: assert's argument is erased from the parse,
// and the unit, which does not define it, compiles the argument.
#include <cassert>

struct Tile { int BM; };

template <int BM, typename T>
__global__ void fill(T *a, Tile t) {
  assert(BM * sizeof(T) == blockDim.x * sizeof(float));
  assert(t.BM == BM); // a member named like the parameter stays
  a[threadIdx.x] = BM;
}

void fillAll(float *a, Tile t) { fill<64, float><<<1, 64>>>(a, t); }
