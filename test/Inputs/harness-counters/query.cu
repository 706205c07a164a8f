// Point-cloud queries, as PyTorch extensions write them: a ball query
// fills a row of `nsample` neighbours with a counter, and a voxel pool
// reads a voxel's count from its own slot, then the points it lists.
#include <cuda_runtime.h>

__global__ void ball_query(int b, int n, int m, float radius, int nsample,
                           const float *__restrict__ centers,
                           const float *__restrict__ xyz,
                           int *__restrict__ idx) {
  int bs = blockIdx.y;
  int pt = blockIdx.x * blockDim.x + threadIdx.x;
  if (bs >= b || pt >= m)
    return;
  centers += bs * m * 3 + pt * 3;
  xyz += bs * n * 3;
  idx += bs * m * nsample + pt * nsample;
  float r2 = radius * radius;
  int cnt = 0;
  for (int k = 0; k < n; ++k) {
    float dx = centers[0] - xyz[k * 3 + 0];
    float dy = centers[1] - xyz[k * 3 + 1];
    float dz = centers[2] - xyz[k * 3 + 2];
    if (dx * dx + dy * dy + dz * dz < r2) {
      if (cnt == 0)
        for (int l = 0; l < nsample; ++l)
          idx[l] = k;
      idx[cnt] = k;
      ++cnt;
      if (cnt >= nsample)
        break;
    }
  }
}

// slots: (boxes, voxels, per_voxel), slot 0 the count of points listed.
__global__ void voxel_avgpool(int boxes, int voxels, int channels,
                              int per_voxel, const float *features,
                              const int *slots, float *pooled) {
  int box = blockIdx.z;
  int channel = blockIdx.y;
  int voxel = blockIdx.x * blockDim.x + threadIdx.x;
  if (box >= boxes || channel >= channels || voxel >= voxels)
    return;
  slots += (box * voxels + voxel) * per_voxel;
  pooled += (box * voxels + voxel) * channels + channel;
  float sum = 0;
  int total = slots[0];
  for (int k = 1; k <= total; k++)
    sum += features[slots[k] * channels + channel];
  if (total > 0)
    pooled[0] = sum / total;
}

void launch(int b, int n, int m, float radius, int nsample,
            const float *centers, const float *xyz, int *idx, int boxes,
            int voxels, int channels, int per_voxel, const float *features,
            const int *slots, float *pooled) {
  ball_query<<<dim3((m + 255) / 256, b), 256>>>(b, n, m, radius, nsample,
                                                centers, xyz, idx);
  voxel_avgpool<<<dim3((voxels + 255) / 256, channels, boxes), 256>>>(
      boxes, voxels, channels, per_voxel, features, slots, pooled);
}
