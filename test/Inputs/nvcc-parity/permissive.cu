// What nvcc accepts and clang rejects by default: 'register' in C++17 and
// narrowing in braces (nvcc warns).
__global__ void accumulate(float *out, const double *in, int n) {
  register int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n) {
    int rounded[] = {in[i]};
    out[i] = rounded[0];
  }
}

// A macro whose body is a #pragma, used alone on its line: nvcc's front end
// reads its preprocessed output again and sees a real #pragma line.
#ifdef __CUDA_ARCH__
#define PRAGMA_UNROLL #pragma unroll
#else
#define PRAGMA_UNROLL
#endif

__global__ void sum_rows(const float *in, float *out) {
  float s = 0.0f;
  PRAGMA_UNROLL
  for (int k = 0; k < 4; ++k)
    s += in[threadIdx.x * 4 + k];
  out[threadIdx.x] = s;
}
