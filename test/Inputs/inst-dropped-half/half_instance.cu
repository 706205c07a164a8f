// Not in the database: the __half instantiation, for nvcc to reject.
#include "cmp.cu"
template __global__ void larger<__half>(const __half *, const __half *, __half *);
