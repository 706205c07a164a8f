__global__ void declared_first(int *p);

void early(int *p) { declared_first<<<1, 1>>>(p); }

// The definition, after its declaration and its launch.
__global__ void declared_first(int *p) { p[0] = 1; }

// Kernels made by a macro are emitted as written: the macro use.
#define DEFINE_FILL(name, value)                                               \
  __global__ void name(float *x) { x[threadIdx.x] = value; }
DEFINE_FILL(fill_one, 1.f)

__global__ void
__launch_bounds__(128, 4)
bounded(float *x)
{
  x[threadIdx.x] *= 2.f;
}
