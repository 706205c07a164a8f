// Host launchers for RoI pooling and a few utility kernels.
#include "roi_ops_cuda_kernel.cuh"

__global__ void fill_kernel(float *out, float value, int n) {
  CUDA_1D_KERNEL_LOOP(i, n) { out[i] = value; }
}

// Resizes each (height x width) plane to (out_height x out_width).
__global__ void __launch_bounds__(256)
    bilinear_resize_kernel(const float *input, float *output, int planes,
                           int height, int width, int out_height,
                           int out_width) {
  const int n = planes * out_height * out_width;
  CUDA_1D_KERNEL_LOOP(index, n) {
    int ox = index % out_width;
    int oy = (index / out_width) % out_height;
    int plane = index / out_width / out_height;
    // Align pixel centres of the output grid with the input grid.
    float y = (oy + 0.5f) * height / out_height - 0.5f;
    float x = (ox + 0.5f) * width / out_width - 0.5f;
    output[index] = bilinear_interpolate<float>(input + plane * height * width,
                                                height, width, y, x);
  }
}

void fill_cuda(float *out, float value, int n, cudaStream_t stream) {
  fill_kernel<<<GET_BLOCKS(n), THREADS_PER_BLOCK, 0, stream>>>(out, value, n);
}

void bilinear_resize_cuda(const float *input, float *output, int planes,
                          int height, int width, int out_height, int out_width,
                          cudaStream_t stream) {
  const int output_size = planes * out_height * out_width;
  bilinear_resize_kernel<<<GET_BLOCKS(output_size, 256), 256, 0, stream>>>(
      input, output, planes, height, width, out_height, out_width);
}

void roi_pool_forward_cuda(const float *input, const float *rois, float *output,
                           int *argmax, int num_rois, int channels, int height,
                           int width, int pooled_height, int pooled_width,
                           float spatial_scale, cudaStream_t stream) {
  const int output_size = num_rois * channels * pooled_height * pooled_width;
  roi_pool_forward_cuda_kernel<float>
      <<<GET_BLOCKS(output_size), THREADS_PER_BLOCK, 0, stream>>>(
          output_size, input, rois, output, argmax, pooled_height, pooled_width,
          spatial_scale, channels, height, width);
}

void roi_pool_forward_cuda(const double *input, const double *rois,
                           double *output, int *argmax, int num_rois,
                           int channels, int height, int width,
                           int pooled_height, int pooled_width,
                           double spatial_scale, cudaStream_t stream) {
  const int output_size = num_rois * channels * pooled_height * pooled_width;
  roi_pool_forward_cuda_kernel<double>
      <<<GET_BLOCKS(output_size), THREADS_PER_BLOCK, 0, stream>>>(
          output_size, input, rois, output, argmax, pooled_height, pooled_width,
          spatial_scale, channels, height, width);
}
