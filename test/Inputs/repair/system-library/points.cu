// Points moved with glm, the header-only math library a distribution
// installs in /usr/include.
#include <glm/glm.hpp>

__global__ void transform_points(const glm::vec3 *points, glm::vec3 *out,
                                 glm::mat3 rotation, glm::vec3 offset, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = rotation * points[i] + offset;
}

__global__ void lengths(const glm::vec3 *points, float *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = glm::length(points[i]);
}
