// Complex arithmetic through cuComplex.h, and a pair of halves negated.
#include <cuComplex.h>
#include <cuda_fp16.h>

__global__ void complex_ops(const cuFloatComplex *a, const cuFloatComplex *b,
                            cuFloatComplex *prod, cuFloatComplex *quot,
                            float *mod, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    prod[i] = cuCaddf(cuCmulf(a[i], b[i]), cuConjf(a[i]));
    quot[i] = cuCdivf(a[i], cuCaddf(b[i], make_cuFloatComplex(2.0f, 0.0f)));
    mod[i] = cuCabsf(a[i]) + cuCrealf(b[i]) * cuCimagf(b[i]);
  }
}

__global__ void complex_double(const cuDoubleComplex *a, cuDoubleComplex *out,
                               int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = cuCfma(a[i], cuConj(a[i]), make_cuDoubleComplex(1.0, -1.0));
}

__global__ void negate_pairs(__half2 *v, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    v[i] = -v[i];
}
