template <typename T> __global__ void spec(T *x) { x[0] = T(); }

// An explicit specialization is a kernel of its own, with its own text.
template <> __global__ void spec<int>(int *x) { x[0] = 42; }

void run(int *i, float *f) {
  spec<<<1, 1>>>(i);
  spec<<<2, 2>>>(f);
}
