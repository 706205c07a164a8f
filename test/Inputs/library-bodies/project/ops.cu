#include <cuda_fp16.h>
#include <fw/tensor.h>

template <typename scalar_t>
__global__ void clamp_kernel(const scalar_t *in, scalar_t *out, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = fw::clamp01(in[i]);
}

__global__ void fill_kernel(float *out, float value, long n) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = value;
}

__global__ void scale_kernel(fw::Accessor a, float s) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < a.size())
    a[i] *= s;
}

void clamp(fw::Tensor &in, fw::Tensor &out) {
  fw::check(in.size() == out.size(), "sizes differ");
  clamp_kernel<float><<<fw::blocks_for(in.size()), fw::threads_for(512)>>>(
      in.data_ptr<float>(), out.data_ptr<float>(), in.size());
}

void fill(fw::Tensor &out, float value) {
  fill_kernel<<<fw::blocks_for(out.size()), 256>>>(out.data_ptr<float>(),
                                                   value, out.size());
}

void scale(fw::Tensor &t, float s) {
  fw::Accessor a(t.data_ptr<float>(), t.size());
  scale_kernel<<<fw::blocks_for(a.host_size()), 256>>>(a, s);
}
