// C-style code: a struct typedef'd to its own name, and uint64_t used with
// no #include (the project's build got it through the CUDA runtime).
typedef struct point {
  float x, y;
} point;

template <int ILP, typename T> __device__ bool aligned(T *p) {
  return ((uint64_t)p) % (ILP * sizeof(T)) == 0;
}

__global__ void shift_kernel(point *pts, float dx, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && aligned<4>(pts))
    pts[i].x += dx;
}
