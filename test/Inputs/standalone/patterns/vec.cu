// A small vector type in the style of inference kernels: its members are
// templates, and the kernel instantiates only some of them. The unit holds
// the class template's whole text, so it needs what the members it never
// calls name too: convert, and through convert's own text converter.
#include <cuda_runtime.h>

constexpr int kUnroll = 2;

template <typename Dst, typename Src> struct converter {
  template <int N> __device__ static void run(Dst *d, const Src *s) {
    for (int i = 0; i < N; ++i)
      d[i] = static_cast<Dst>(s[i]);
  }
};

template <typename Src, typename Dst, int N>
__device__ void convert(Dst *d, const Src *s) {
  converter<Dst, Src>::template run<N>(d, s);
}

template <typename T, int N> struct vec {
  T data[N];
  __device__ void load(const T *p) {
    for (int i = 0; i < N; ++i)
      data[i] = p[i];
  }
  template <typename U> __device__ void load_from(const U *p) {
    convert<U, T, N>(data, p);
  }
};

// The vector type a thread moves at once: only its specializations say.
template <typename T, int N> struct io_type;
template <> struct io_type<float, 4> { using type = float4; };

// The loop hints name a template parameter and a constant of the project.
template <typename T, int N>
__global__ void scale_kernel(T *out, const T *in, T a, int n) {
  int base = (blockIdx.x * blockDim.x + threadIdx.x) * N;
  if (base + N > n)
    return;
  static_assert(sizeof(typename io_type<T, N>::type) == N * sizeof(T),
                "one load per thread");
  vec<T, N> v;
  v.load(in + base);
#pragma unroll N
  for (int i = 0; i < N; ++i)
    v.data[i] *= a;
#pragma unroll kUnroll
  for (int i = 0; i < N; ++i)
    out[base + i] = v.data[i];
}

void launch(float *out, const float *in, float a, int n, cudaStream_t s) {
  scale_kernel<float, 4><<<(n / 4 + 255) / 256, 256, 0, s>>>(out, in, a, n);
}
