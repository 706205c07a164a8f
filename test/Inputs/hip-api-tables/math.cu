// Device functions and types with a different HIP spelling: CUDA's integer
// min/max, cuComplex, cache-hinted loads, and a __grid_constant__ argument.
#include <cuComplex.h>
#include <math_constants.h>

struct Window {
  int begin, end;
};

__global__ void clamp_kernel(const unsigned *in, unsigned *out, unsigned limit,
                             int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = umin(__ldcs(in + i), limit) + umax(i, 0);
}

__global__ void rotate_kernel(const cuFloatComplex *z, cuFloatComplex *out,
                              float angle, const __grid_constant__ Window w) {
  int i = w.begin + blockIdx.x * blockDim.x + threadIdx.x;
  if (i < w.end) {
    cuFloatComplex r = make_cuFloatComplex(cosf(angle), sinf(angle));
    out[i] = cuCaddf(cuCmulf(z[i], r), make_cuFloatComplex(0.f, cuCabsf(z[i])));
  }
}

__global__ void degrees_kernel(const float *radians, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = radians[i] * 180.f / CUDART_PI_F;
}
