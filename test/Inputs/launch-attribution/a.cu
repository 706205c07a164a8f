// Launches a kernel defined in b.cu (seen here only as a declaration) and
// one the project never defines (a library kernel).
__global__ void defined_in_b(int *p);
__global__ void library_kernel(int *p);

void a(int *p, cudaStream_t s) {
  defined_in_b<<<3, 3, 0, s>>>(p);
  library_kernel<<<4, 4>>>(p);
}
