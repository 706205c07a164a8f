// A template nothing instantiates (a non-type parameter with neither a
// launch nor a default), and a kernel whose own code has an error.
template <int N>
__global__ void scale_by(float *x) { x[threadIdx.x] *= N; }

__global__ void broken(float *x) { x[threadIdx.x] = undeclared_value; }

__global__ void fine(float *x) { x[threadIdx.x] = 1.0f; }
