//===- HarnessCheck.h - Compile and link each harness -----------*- C++ -*-===//

#ifndef KERNEL_EXTRACT_VERIFY_HARNESSCHECK_H
#define KERNEL_EXTRACT_VERIFY_HARNESSCHECK_H

#include "Compilers.h"
#include "kernel-extract/Verify.h"

namespace kx {

/// Compiles and links the CUDA harness (nvcc) and HIP harness (hipcc) of
/// every variant that has them, beside a copy of its unit, filling
/// VerifyHarness and VerifyHarnessHip. A harness whose unit did not compile
/// is skipped, as is one with no compiler to link it.
void checkHarnesses(Dataset &Data, const VerifySettings &Settings,
                    CompilerScratch &Where);

/// How many harness checks checkHarnesses runs.
unsigned countHarnessChecks(const Dataset &Data);

} // namespace kx

#endif
