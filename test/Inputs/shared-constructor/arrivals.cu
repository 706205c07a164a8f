// A block-wide arrival counter kept in shared memory, as kernels keep a
// cuda::barrier: its constructor runs code, which nvcc skips for a
// __shared__ variable (warning 20054-D) and clang rejects; the kernel
// initialises it itself.
struct ArrivalCounter {
  __device__ ArrivalCounter() : count(0) {}
  __device__ void reset() { count = 0; }
  __device__ unsigned arrive() { return atomicAdd(&count, 1u); }
  unsigned count;
};

template <int Items>
__global__ void count_arrivals(unsigned *order, int n) {
  __shared__ ArrivalCounter arrivals;
  if (threadIdx.x == 0)
    arrivals.reset();
  __syncthreads();
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    order[i] = arrivals.arrive() * Items;
}

void run(unsigned *order, int n) {
  count_arrivals<4><<<(n + 127) / 128, 128>>>(order, n);
}
