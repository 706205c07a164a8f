// Template kernels the project launches only with lambdas: each lambda
// written in a plain function becomes a named class its units can name.
namespace ops {
struct Scale {
  float factor;
};
} // namespace ops

template <int N> struct box_t {
  enum { threads = N };
};

#define KX_DEVICE __device__

template <typename F>
__global__ void apply(F f, float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = f(x[i]);
}

template <typename F>
__global__ void fill(F f, float *x, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    x[i] = f();
}

template <typename Box, typename F, typename... Args>
__global__ void launch_box(F f, int count, Args... args) {
  if (threadIdx.x < Box::threads && blockIdx.x < count)
    f(threadIdx.x, blockIdx.x, args...);
}

void run(float *x, int n, float alpha) {
  ops::Scale s{alpha};
  auto scale = [=] __device__(float v) { return s.factor * v + alpha; };
  apply<<<(n + 255) / 256, 256>>>(scale, x, n);

  typedef box_t<128> launch_t;
  constexpr int kStride = 4;
  auto k = [=] KX_DEVICE(int tid, int cta, float *y) mutable {
    if (tid < launch_t::threads)
      y[cta * kStride + tid % kStride] += alpha;
  };
  launch_box<launch_t><<<n / 128, 128>>>(k, n / 128, x);
}

namespace lib {
void halves(float *x, int n) {
  fill<<<(n + 255) / 256, 256>>>([] __device__ { return 0.5f; }, x, n);
}
} // namespace lib

// Names the lambda finds through a using-directive written after the
// kernel.
namespace gpu {
template <int N> struct tile_t {
  enum { size = N };
};
} // namespace gpu
using namespace gpu;

void tiles(float *x, int n) {
  auto t = [=] __device__(float v) { return v * tile_t<4>::size; };
  apply<<<(n + 255) / 256, 256>>>(t, x, n);
}
