#include "ops.cuh"

void a_user(float *f, int n) {
  add_one<float><<<n, 1>>>(f, n);
  zero<<<2, 32>>>(f);
}
