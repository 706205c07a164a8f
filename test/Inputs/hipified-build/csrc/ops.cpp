#include <cuda_runtime.h>
void scale_sum(const float *input, float *output, float factor, int n,
               cudaStream_t stream);
void scale_sum_default(const float *input, float *output, int n) {
  scale_sum(input, output, 2.0f, n, 0);
}
