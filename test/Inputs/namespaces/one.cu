// A file-local kernel whose qualified name is also used in two.cu.
static __global__ void local_kernel(int *p) { p[0] = 1; }

void one(int *p) { local_kernel<<<1, 1>>>(p); }
