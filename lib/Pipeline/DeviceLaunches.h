//===- DeviceLaunches.h - Kernels launched from device code ----*- C++ -*-===//
//
// A kernel may launch kernels (dynamic parallelism). nvcc accepts it in
// relocatable device code (-rdc=true); clang 19 rejects every reference
// from device code to a __global__ function ("reference to __global__
// function 'child' in __global__ function") and to the launch's
// configuration function (__host__ in its headers): the TU fails, and the
// launching kernel's instantiations are lost. A parse of relocatable device
// code reads them as nvcc does: at each launch the parser reads, its
// kernel's name and its `<<<` are recorded, before Sema checks them, in
// the set SemaCUDA keeps of the references it has diagnosed already (so
// that it says each once), for the function being parsed and for every
// specialization of a function template holding the launch.
//
//===----------------------------------------------------------------------===//

#ifndef KERNEL_EXTRACT_LIB_PIPELINE_DEVICELAUNCHES_H
#define KERNEL_EXTRACT_LIB_PIPELINE_DEVICELAUNCHES_H

#include "ExecutionSpaces.h"
#include <memory>

namespace clang {
class ASTMutationListener;
class CompilerInstance;
} // namespace clang

namespace kx {

/// What reads launches from device code as nvcc does in the parse \p CI is
/// about to run: a watcher of the tokens it reads and a listener for the
/// specializations it adds; none outside relocatable device code.
struct DeviceLaunchReading {
  TokenWatcher Watcher;
  std::shared_ptr<clang::ASTMutationListener> Listener;
  /// Whether the parse met a launch in device code; set as it goes.
  std::shared_ptr<const bool> Found;
};
DeviceLaunchReading readDeviceLaunches(clang::CompilerInstance &CI);

} // namespace kx

#endif
