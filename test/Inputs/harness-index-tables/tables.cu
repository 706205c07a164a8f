// Kernels that read integers from one buffer and index another with them,
// as detection and point-cloud extensions do.
#include <cassert>
#include <cuda_runtime.h>

#define GRID_LOOP(i, n)                                                        \
  for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < (n);               \
       i += blockDim.x * gridDim.x)

// Gathers, for each rotation, the weight a 1-based table names.
__global__ void gather_rotations(const int count, const float *weight,
                                 const int *positions, const int entries,
                                 const int rotations, float *out) {
  GRID_LOOP(index, count) {
    int entry = index % entries;
    int plane = index / entries;
    for (int r = 0; r < rotations; ++r) {
      int at = (int)(*(positions + entry * rotations + r)) - 1;
      float *target =
          out + plane * (rotations * entries) + r * entries + entry;
      *target = weight[plane * entries + at];
    }
  }
}

// A loss that reads the probability of each sample's class label.
__global__ void label_loss(const int count, const float *probs,
                           const long long *labels, const float *class_weight,
                           const int classes, float *loss) {
  GRID_LOOP(index, count) {
    long long label = labels[index];
    float p = probs[index * classes + label];
    loss[index] = -logf(fmaxf(p, 1e-6f)) * class_weight[label];
  }
}

// Sums a variable number of neighbours per point: the counts bound a loop.
__global__ void sum_neighbours(const int points, const int stride,
                               const int *counts, const float *features,
                               float *out) {
  int p = blockIdx.x * blockDim.x + threadIdx.x;
  if (p >= points)
    return;
  int n = counts[p];
  float sum = 0.f;
  for (int k = 0; k < n; ++k)
    sum += features[p * stride + k];
  out[p] = sum;
}

// Scores each point's neighbours: a neighbour past the points, or the first
// (the centre), is out of the table's range by contract.
__global__ void score_neighbours(const int batch, const int points,
                                 const int centres, const int k,
                                 const float *xyz, const long long *knn,
                                 float *score) {
  GRID_LOOP(i, batch * centres * k) {
    const int b = i / (centres * k);
    const int c = i % (centres * k) / k;
    const int centre = (int)knn[(b * centres + c) * k];
    const int neighbour = (int)knn[i];
    if (neighbour >= points || neighbour < 0)
      return;
    assert(centre < points);
    score[i] = xyz[b * points + neighbour] - xyz[b * points + centre];
  }
}
