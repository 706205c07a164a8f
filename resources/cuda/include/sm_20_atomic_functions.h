/*
 * sm_20_atomic_functions.h -- kept only so that `#include <sm_20_atomic_functions.h>` resolves.
 *
 * Bundled with kernel-extract; written for kernel-extract.  Its contents are
 * provided by cuda_runtime.h (which kernel-extract force-includes) together
 * with clang's own __clang_cuda_*.h headers.
 */
#include "cuda_runtime.h"
