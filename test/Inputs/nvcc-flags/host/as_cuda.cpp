// A .cpp file that nvcc compiles as CUDA with -x cu.
__global__ void cpp_file_kernel(float *x) { x[threadIdx.x] = 0.f; }
