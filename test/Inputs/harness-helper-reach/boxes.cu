// Kernels that hand a buffer, at an offset, to a device function or to
// memcpy, as point-cloud extensions do: the callee says how far it reads.
#include <cuda_runtime.h>

// box: centre, size and heading, seven floats.
__device__ inline int inside(const float *pt, const float *box) {
  float dx = pt[0] - box[0], dy = pt[1] - box[1], dz = pt[2] - box[2];
  float c = cosf(-box[6]), s = sinf(-box[6]);
  float lx = dx * c - dy * s, ly = dx * s + dy * c;
  return fabsf(lx) <= box[3] / 2 && fabsf(ly) <= box[4] / 2 &&
         fabsf(dz) <= box[5] / 2;
}

__global__ void points_in_boxes(int batch, int points, int boxes,
                                const float *xyz, const float *box3d,
                                int *flags) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  int b = blockIdx.y;
  int n = blockIdx.z;
  if (p >= points || b >= boxes || n >= batch)
    return;
  int box_offset = n * boxes * 7 + b * 7;
  int pt_offset = n * points * 3 + p * 3;
  flags[n * points * boxes + p * boxes + b] =
      inside(xyz + pt_offset, box3d + box_offset);
}

// A quadrilateral as four corners, read as x, y pairs.
template <typename T> __device__ float spread(T const *const p) {
  float lo = 0, hi = 0;
  for (int k = 0; k < 4; ++k) {
    lo = fminf(lo, float(p[k * 2]));
    hi = fmaxf(hi, float(p[k * 2 + 1]));
  }
  return hi - lo;
}

__device__ void fill(float *dst, int n, float v) {
  for (int i = 0; i < n; ++i)
    dst[i] = v;
}

__global__ void quad_spread(int count, int channels, const float *quads,
                            float *out) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i >= count)
    return;
  const float *quad = quads + i * 8;
  fill(out + i * channels, channels, spread(quad));
}

__global__ void gather_rows(int rows, int channels, const int *index,
                            const float *in, float *out) {
  int r = blockIdx.x * blockDim.x + threadIdx.x;
  if (r >= rows)
    return;
  memcpy(out + r * channels, in + index[r] * channels,
         channels * sizeof(float));
}

void launch(int batch, int points, int boxes, const float *xyz,
            const float *box3d, int *flags, int count, int channels,
            const float *quads, float *out, const int *index, const float *in,
            float *rows_out) {
  dim3 grid((points + 255) / 256, boxes, batch);
  points_in_boxes<<<grid, 256>>>(batch, points, boxes, xyz, box3d, flags);
  quad_spread<<<(count + 127) / 128, 128>>>(count, channels, quads, out);
  gather_rows<<<(count + 127) / 128, 128>>>(count, channels, index, in,
                                            rows_out);
}
