// Found when a parse of an nvcc command reaches the host compiler's own
// include directory for <omp.h> (clang ships none without libomp-dev):
// gcc's omp.h declares its allocators with gcc-only attribute forms
// (`__malloc__ (omp_free)`) that clang rejects. The declarations are what a
// parse needs; their attributes are dropped while gcc's header is read.
#pragma push_macro("__attribute__")
#undef __attribute__
#define __attribute__(x)
#include_next <omp.h>
#pragma pop_macro("__attribute__")
