// complex.cu's kernels (and a gather through half indices) on values whose
// results are exact, printed, run by the CPU runtime (kx_cpu::launch is
// what a harness writes for <<<>>>).
#include "complex.cu"
#include <cstdio>

// A half used as an index: CUDA converts it to an integer toward zero.
__global__ void gather_by_half(const float *table, const __half *at, float *out,
                               int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = table[at[i]];
}

int main() {
  cuFloatComplex a[2] = {make_cuFloatComplex(1, 2), make_cuFloatComplex(3, 4)};
  cuFloatComplex b[2] = {make_cuFloatComplex(3, -1), make_cuFloatComplex(-2, 2)};
  cuFloatComplex *da, *db, *dp, *dq;
  float *dm;
  cudaMalloc(&da, sizeof a);
  cudaMalloc(&db, sizeof b);
  cudaMalloc(&dp, sizeof a);
  cudaMalloc(&dq, sizeof a);
  cudaMalloc(&dm, 2 * sizeof(float));
  cudaMemcpy(da, a, sizeof a, cudaMemcpyHostToDevice);
  cudaMemcpy(db, b, sizeof b, cudaMemcpyHostToDevice);
  kx_cpu::launch(complex_ops, dim3(1), dim3(32), 0, da, db, dp, dq, dm, 2);
  cuFloatComplex p[2], q[2];
  float m[2];
  cudaMemcpy(p, dp, sizeof p, cudaMemcpyDeviceToHost);
  cudaMemcpy(q, dq, sizeof q, cudaMemcpyDeviceToHost);
  cudaMemcpy(m, dm, sizeof m, cudaMemcpyDeviceToHost);
  for (int i = 0; i < 2; ++i)
    printf("prod %g%+gi quot %g%+gi mod %g\n", cuCrealf(p[i]), cuCimagf(p[i]),
           cuCrealf(q[i]), cuCimagf(q[i]), m[i]);

  cuDoubleComplex z = make_cuDoubleComplex(3, 4), *dz, *dout, out;
  cudaMalloc(&dz, sizeof z);
  cudaMalloc(&dout, sizeof z);
  cudaMemcpy(dz, &z, sizeof z, cudaMemcpyHostToDevice);
  kx_cpu::launch(complex_double, dim3(1), dim3(1), 0, dz, dout, 1);
  cudaMemcpy(&out, dout, sizeof out, cudaMemcpyDeviceToHost);
  printf("fma %g%+gi\n", cuCreal(out), cuCimag(out));

  __half2 h = __halves2half2(__float2half(1.5f), __float2half(-2.0f)), *dh;
  cudaMalloc(&dh, sizeof h);
  cudaMemcpy(dh, &h, sizeof h, cudaMemcpyHostToDevice);
  kx_cpu::launch(negate_pairs, dim3(1), dim3(1), 0, dh, 1);
  cudaMemcpy(&h, dh, sizeof h, cudaMemcpyDeviceToHost);
  printf("negated %g %g\n", __low2float(h), __high2float(h));
  float table[3] = {10, 20, 30}, gathered[3], *dt, *dg;
  __half at[3] = {__float2half(2.75f), __float2half(-0.5f), __float2half(1.0f)};
  __half *dat;
  cudaMalloc(&dt, sizeof table);
  cudaMalloc(&dg, sizeof gathered);
  cudaMalloc(&dat, sizeof at);
  cudaMemcpy(dt, table, sizeof table, cudaMemcpyHostToDevice);
  cudaMemcpy(dat, at, sizeof at, cudaMemcpyHostToDevice);
  kx_cpu::launch(gather_by_half, dim3(1), dim3(32), 0, dt, dat, dg, 3);
  cudaMemcpy(gathered, dg, sizeof gathered, cudaMemcpyDeviceToHost);
  printf("gathered %g %g %g\n", gathered[0], gathered[1], gathered[2]);
  for (void *p : {(void *)da, (void *)db, (void *)dp, (void *)dq, (void *)dm,
                  (void *)dz, (void *)dout, (void *)dh, (void *)dt, (void *)dg,
                  (void *)dat})
    cudaFree(p);
  return 0;
}
