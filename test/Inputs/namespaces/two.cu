// Same qualified name as in one.cu, a different kernel.
static __global__ void local_kernel(int *p) { p[0] = 2; }

void two(int *p) { local_kernel<<<2, 2>>>(p); }
