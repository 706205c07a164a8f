// Host code with OpenMP, built with -Xcompiler -fopenmp: nvcc finds omp.h in
// its host compiler's own include directory and defines _OPENMP.
#include <omp.h>
#ifndef _OPENMP
#error "-Xcompiler -fopenmp defines _OPENMP"
#endif

__global__ void add_one(float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] += 1.0f;
}

void prepare(float *host, int n) {
#pragma omp parallel for
  for (int i = 0; i < n; ++i)
    host[i] = static_cast<float>(omp_get_thread_num());
}
