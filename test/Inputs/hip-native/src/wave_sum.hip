// A HIP program written for AMD GPUs first: 64-wide wavefronts, HIP's
// index macros, unmasked shuffles and ballots, hipLaunchKernelGGL.
#include "wave.h"

__global__ void wave_sum(const float *in, float *out, int n) {
  int i = hipBlockIdx_x * hipBlockDim_x + hipThreadIdx_x;
  float v = i < n ? in[i] : 0.0f;
  v = wave_reduce(v);
  if ((hipThreadIdx_x % 64) == 0 && i < n)
    out[i / WAVE] = v;
}

template <typename T>
__global__ void scale_shared(const T *in, T *out, T factor, int n) {
  HIP_DYNAMIC_SHARED(float, tile)
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#ifdef __HIP_DEVICE_COMPILE__
  tile[threadIdx.x] = i < n ? float(in[i]) : 0.0f;
#endif
  __syncthreads();
  if (i < n)
    out[i] = T(tile[threadIdx.x]) * factor;
}

void launch(const float *in, float *out, unsigned long long *masks, int n,
            hipStream_t stream) {
  int blocks = (n + 255) / 256;
  hipLaunchKernelGGL(wave_sum, dim3(blocks), dim3(256), 0, stream, in, out, n);
  hipLaunchKernelGGL(count_positive, dim3(blocks), dim3(256), 0, stream, in,
                     masks, n);
  hipLaunchKernelGGL(scale_shared<float>, dim3(blocks), dim3(256),
                     256 * sizeof(float), stream, in, out, 2.0f, n);
}

// Reads a texture object: a handle the harness passes (null), not a buffer
// it fills.
__global__ void sample_rows(hipTextureObject_t tex, float *out, int width,
                            int height) {
  int x = blockIdx.x * blockDim.x + threadIdx.x;
  int y = blockIdx.y;
  if (x < width && y < height)
    out[y * width + x] = tex2D<float>(tex, x + 0.5f, y + 0.5f);
}

// clang's _Float16, with a path for one AMD GPU.
__global__ void scale_f16(_Float16 *x, _Float16 a, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
#if defined(__gfx90a__)
  using pair_t = __attribute__((__vector_size__(2 * sizeof(float)))) float;
  pair_t unused = {0, 0};
  (void)unused;
  __builtin_amdgcn_s_sleep(1);
  if (i < n)
    x[i] = x[i] * a;
#else
  if (i < n)
    x[i] = a * x[i];
#endif
}

// Streams past the cache with clang's nontemporal builtins.
__global__ void copy_streaming(const float *in, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    __builtin_nontemporal_store(2.0f * __builtin_nontemporal_load(&in[i]),
                                &out[i]);
}
