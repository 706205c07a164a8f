// A __shared__ variable with a written initializer: nvcc rejects it
// ("initializer not allowed for __shared__ variable"), and so does the tool.
__global__ void first_value(int *out) {
  __shared__ int first = 5;
  out[threadIdx.x] = first;
}
