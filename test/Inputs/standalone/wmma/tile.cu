// One warp multiplies a 16x16 tile with the WMMA API of <mma.h>.
#include <mma.h>
#include "util.h"

using namespace nvcuda;

__global__ void tile_kernel(const half *a, const half *b, float *c,
                            const float *v, float *out) {
  wmma::fragment<wmma::matrix_a, 16, 16, 16, half, wmma::row_major> fa;
  wmma::fragment<wmma::matrix_b, 16, 16, 16, half, wmma::col_major> fb;
  wmma::fragment<wmma::accumulator, 16, 16, 16, float> fc;
  wmma::fill_fragment(fc, 0.0f);
  wmma::load_matrix_sync(fa, a, 16);
  wmma::load_matrix_sync(fb, b, 16);
  wmma::mma_sync(fc, fa, fb, fc);
  wmma::store_matrix_sync(c, fc, 16, wmma::mem_row_major);
  out[threadIdx.x] = sign_of(v[threadIdx.x]) * scale_of(fast_log2(v[threadIdx.x]));
}
