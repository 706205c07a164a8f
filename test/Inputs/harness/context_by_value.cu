// A device-side context passed by value, whose only copy constructor takes
// a non-const reference (a hash table's handle, copied to each launch).
struct TableContext {
  int buckets;
  unsigned *slots;
  __host__ __device__ TableContext() : buckets(0), slots(nullptr) {}
  __host__ __device__ TableContext(TableContext &rhs)
      : buckets(rhs.buckets), slots(rhs.slots) {}
};

__global__ void count_buckets(TableContext table, int *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    counts[i] = table.buckets + i;
}
