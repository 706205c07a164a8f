//===- CudaParse.h - Arguments of the tests' device-side parses -*- C++ -*-===//

#ifndef KERNEL_EXTRACT_UNITTESTS_CUDAPARSE_H
#define KERNEL_EXTRACT_UNITTESTS_CUDAPARSE_H

#include "kernel-extract/Toolchain.h"
#include <string>
#include <vector>

namespace kx {

/// A CUDA parse of the device side for sm_80, with no CUDA installation:
/// what a test needs of CUDA, it declares (or includes from clang's
/// resource directory).
inline std::vector<std::string> deviceParseArgs() {
  return {"-xcuda",
          "--cuda-device-only",
          "--cuda-gpu-arch=sm_80",
          "-nocudainc",
          "-nocudalib",
          "-std=c++17",
          "-Wno-unknown-cuda-version",
          "-resource-dir=" + findClangResourceDir()};
}

} // namespace kx

#endif
