// A TU with an error outside the kernels: its kernels are kept, marked.
#include "ops.cuh"

void run_e(int *x, int n) {
  scale<int><<<1, 256>>>(x, 3, n);
  undeclared_helper(x);
}
