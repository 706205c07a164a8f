// Stages its mask channels in shared memory, a row of 32 lanes per channel,
// as CARAFE does: the array holds 8 channels, so `mask_channels` (the
// harness's default is 16) must stay within 8 for a run to be defined.
__global__ void staged_masks(const int count, const int mask_channels,
                             const float *masks, float *out) {
  __shared__ float staged[8 * 32];
  int index = blockIdx.x * blockDim.x + threadIdx.x;
  int lane = threadIdx.x % 32;
  for (int c = threadIdx.x / 32; c < mask_channels; c += blockDim.x / 32)
    staged[c * 32 + lane] = masks[c * 32 + lane];
  __syncthreads();
  if (index >= count)
    return;
  float sum = 0;
  for (int c = 0; c < mask_channels; ++c)
    sum += staged[c * 32 + lane];
  out[index] = sum;
}
