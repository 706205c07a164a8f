// Templated operator kernels, shared by the launchers in src/.
#ifndef ROI_OPS_CUDA_KERNEL_CUH
#define ROI_OPS_CUDA_KERNEL_CUH

#include "common_cuda_helper.cuh"

__device__ inline int clamp_index(int v, int lo, int hi) {
  return v < lo ? lo : (v > hi ? hi : v);
}

template <typename T> __device__ inline T sigmoid(T x) {
  return (T)1. / ((T)1. + exp(-x));
}

template <typename T>
__global__ void roi_pool_forward_cuda_kernel(
    const int nthreads, const T *input, const T *rois, T *output, int *argmax,
    const int pooled_height, const int pooled_width, const T spatial_scale,
    const int channels, const int height, const int width) {
  CUDA_1D_KERNEL_LOOP(index, nthreads) {
    // (n, c, ph, pw) is the output element handled by this iteration.
    int pw = index % pooled_width;
    int ph = (index / pooled_width) % pooled_height;
    int c = (index / pooled_width / pooled_height) % channels;
    int n = index / pooled_width / pooled_height / channels;

    // Each roi is (batch_index, x1, y1, x2, y2) in input-image coordinates.
    const T *roi = rois + n * 5;
    int batch = (int)roi[0];
    T x1 = roi[1] * spatial_scale;
    T y1 = roi[2] * spatial_scale;
    T roi_w = max(roi[3] * spatial_scale - x1, (T)1.);
    T roi_h = max(roi[4] * spatial_scale - y1, (T)1.);
    T bin_w = roi_w / (T)pooled_width;
    T bin_h = roi_h / (T)pooled_height;

    // Clip the bin to the feature map; an empty bin pools to zero.
    int hstart = clamp_index((int)floor(y1 + ph * bin_h), 0, height);
    int hend = clamp_index((int)ceil(y1 + (ph + 1) * bin_h), 0, height);
    int wstart = clamp_index((int)floor(x1 + pw * bin_w), 0, width);
    int wend = clamp_index((int)ceil(x1 + (pw + 1) * bin_w), 0, width);

    const T *plane = input + (batch * channels + c) * height * width;
    T max_val = 0;
    int max_idx = -1;
    for (int h = hstart; h < hend; ++h) {
      for (int w = wstart; w < wend; ++w) {
        int offset = h * width + w;
        if (max_idx == -1 || plane[offset] > max_val) {
          max_val = plane[offset];
          max_idx = offset;
        }
      }
    }
    output[index] = max_val;
    argmax[index] = max_idx; // -1 marks an empty bin for the backward pass
  }
}

template <typename T>
__global__ void sigmoid_focal_loss_forward_cuda_kernel(
    const int nthreads, const T *input, const int *target, const T *weight,
    T *output, const T gamma, const T alpha, const int num_classes) {
  CUDA_1D_KERNEL_LOOP(index, nthreads) {
    int n = index / num_classes;
    int c = index % num_classes;
    int t = target[n];

    /* Positive term: -alpha * (1 - p)^gamma * log(p);
       negative term: -(1 - alpha) * p^gamma * log(1 - p). */
    const T eps = (T)1e-12;
    T p = sigmoid(input[index]);
    T loss;
    if (t == c)
      loss = -alpha * pow((T)1. - p, gamma) * log(max(p, eps));
    else
      loss = -((T)1. - alpha) * pow(p, gamma) * log(max((T)1. - p, eps));

    // Optional per-class weight of the sample's target class.
    if (weight != nullptr)
      loss *= weight[t];
    output[index] = loss;
  }
}

#endif // ROI_OPS_CUDA_KERNEL_CUH
