#include "vec.h"

// Read by the host after the launch: a managed variable.
__managed__ double total;

template <class T>
__global__ void integrate(const Vec2<T> *points, Vec2<T> *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= n)
    return;
  Vec2<T> p = points[i].scaled(T(2));
  out[i] = p;
  atomicAdd(&total, double(clampUnit(float(p.lengthSquared()))));
}

int main() {
  const int n = 1024;
  Vec2<float> *points, *out;
  cudaMalloc(&points, n * sizeof(Vec2<float>));
  cudaMalloc(&out, n * sizeof(Vec2<float>));
  total = 0;
  integrate<float><<<(n + 255) / 256, 256>>>(points, out, n);
  cudaDeviceSynchronize();
  return total >= 0 ? 0 : 1;
}
