__global__ void k(float *x) { x[threadIdx.x] = 0.f; }

// A launch written inside a macro: each configuration argument is its own
// text, whether it comes from the macro's arguments or from its body.
#define LAUNCH_32(kernel, grid, ...) kernel<<<grid, 32>>>(__VA_ARGS__)

void run(float *x, int n) { LAUNCH_32(k, n / 32, x); }
