// The kernel constructs objects of classes with virtual functions defined
// outside them (Ray Tracing in One Weekend's `new sphere(...)`): the unit
// needs every one of them, the base's too, for the vtables.
#include <cuda_runtime.h>

struct hitable {
  __device__ virtual ~hitable() {}
  __device__ virtual bool hit(float t) const = 0;
  __device__ virtual float area() const;
};

__device__ float hitable::area() const { return 0.0f; }

struct sphere : public hitable {
  __device__ sphere(float r) : radius(r) {}
  __device__ bool hit(float t) const override;
  float radius;
};

__device__ bool sphere::hit(float t) const { return t < radius; }

__device__ float unused_helper(float x) { return x * 2.0f; }

__global__ void create_world(hitable **list, float r) {
  *list = new sphere(r);
}

void create(hitable **list) { create_world<<<1, 1>>>(list, 1.0f); }
