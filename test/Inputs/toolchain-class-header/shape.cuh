// A small shape type for device code that can also describe itself on the
// host, as tensor-view helpers write it.
#pragma once
#include <sstream>
#include <string>

struct Shape {
  int Dims[3];
  __host__ __device__ int size() const { return Dims[0] * Dims[1] * Dims[2]; }
  std::string describe() const {
    std::ostringstream Out;
    Out << Dims[0] << "x" << Dims[1] << "x" << Dims[2];
    return Out.str();
  }
};
