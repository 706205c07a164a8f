// The host code calls a function nothing declares (a removed API, say):
// the TU has errors, its kernel's own code has none and is kept.
__global__ void fill_a(int *p) { p[threadIdx.x] = 1; }
void run_a(int *p) { fill_a<<<1, 32>>>(p); legacy_synchronize(); }
