// The same class as legacy_a.cu, another name.
__global__ void fill_b(int *p) { p[threadIdx.x] = 2; }
void run_b(int *p) { fill_b<<<1, 32>>>(p); legacy_wait(); }
// A kernel on a type the removed API had: clang drops it, the survey counts
// it lost.
__global__ void fill_legacy(legacy_vec *p) { p[threadIdx.x] = legacy_vec(); }
