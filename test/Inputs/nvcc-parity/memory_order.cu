// CUDA 12.8's memory-order atomics: nvcc builtins, not declared anywhere.
__global__ void count_relaxed(int *counter, const int *flags, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n && flags[i])
    __nv_atomic_fetch_add(counter, 1, __NV_ATOMIC_RELAXED,
                          __NV_THREAD_SCOPE_DEVICE);
}
