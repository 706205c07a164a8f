// A template kernel with an explicit specialization for a framework's
// half type, as detection extensions write one for at::Half.
#include <cuda_runtime.h>
#include <cuda_fp16.h>
namespace ops {
struct Half { unsigned short bits; };
}
template <typename T>
__global__ void scale_rows(const T *in, T *out, const int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i] * T(2);
}
template <>
__global__ void scale_rows<ops::Half>(const ops::Half *in, ops::Half *out,
                                      const int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i].bits = in[i].bits;
}
void launch(const float *in, float *out, const ops::Half *hin, ops::Half *hout, int n) {
  scale_rows<float><<<(n + 255) / 256, 256>>>(in, out, n);
  scale_rows<ops::Half><<<(n + 255) / 256, 256>>>(hin, hout, n);
}
