// nvcc drops a default argument that the out-of-line definition of a class
// template's member adds (of a partial specialization, of the template
// itself); clang rejects each one. The host member that launches the
// kernels is one of them, as in a hash table's load-factor query.
#include <cuda_runtime.h>

enum class TableKind { Map, Set };

template <typename K, typename V, TableKind Kind> class Table;

template <typename K, typename V>
__global__ void count_slots(const K *keys, unsigned *counts, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && keys[i] != K(0))
    atomicAdd(&counts[i % 32], 1u);
}

template <typename K> struct Probe {
  __device__ int slot(K key, int buckets, int stride);
};

template <typename K>
__device__ int Probe<K>::slot(K key, int buckets,
                              int stride = (1 << 2) + 1) {
  return int((key * stride) % buckets);
}

template <typename K>
__global__ void place(const K *keys, int *slots, int n, int buckets) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  Probe<K> probe;
  if (i < n)
    slots[i] = probe.slot(keys[i], buckets, 3);
}

template <typename K, typename V> class Table<K, V, TableKind::Map> {
public:
  double loadFactor(const K *keys, int n, int flag);
  void placeAll(const K *keys, int *slots, int n);
};

template <typename K, typename V>
double Table<K, V, TableKind::Map>::loadFactor(const K *keys, int n,
                                               int flag = 0) {
  unsigned *counts = nullptr;
  cudaMalloc(&counts, 32 * sizeof(unsigned));
  count_slots<K, V><<<(n + 127) / 128, 128>>>(keys, counts, n);
  cudaFree(counts);
  return flag ? 1.0 : 0.5;
}

template <typename K, typename V>
void Table<K, V, TableKind::Map>::placeAll(const K *keys, int *slots, int n) {
  place<K><<<(n + 255) / 256, 256>>>(keys, slots, n, 1024);
}

double query(const unsigned *keys, int *slots, int n) {
  Table<unsigned, unsigned, TableKind::Map> table;
  table.placeAll(keys, slots, n);
  return table.loadFactor(keys, n, 1);
}
