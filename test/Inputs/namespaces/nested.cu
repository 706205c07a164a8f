namespace a {
namespace b {
__global__ void k(int *p) { p[threadIdx.x] = 1; }
} // namespace b
} // namespace a

namespace ns1 {
__global__ void step(float *x) { x[0] += 1.f; }
}
namespace ns2 {
__global__ void step(float *x) { x[0] -= 1.f; }
}

void go(int *p, float *x) {
  a::b::k<<<1, 32>>>(p);
  ns1::step<<<1, 1>>>(x);
  ns2::step<<<1, 1>>>(x);
}
