/*
 * device_functions.h -- device intrinsics that CUDA's SDK headers provide and
 * clang's resource headers do not.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Included by
 * cuda_runtime.h after clang's __clang_cuda_device_functions.h and before
 * __clang_cuda_intrinsics.h, whose sm_90 part calls __isShared and
 * __cvta_generic_to_shared.  A source that includes it directly just gets
 * cuda_runtime.h.
 */
#ifndef KX_DEVICE_FUNCTIONS_H
#define KX_DEVICE_FUNCTIONS_H

#include "cuda_runtime.h"

#pragma push_macro("KX_DEV")
#define KX_DEV static __inline__ __device__ __attribute__((always_inline))

/* address-space predicates and conversions */
KX_DEV unsigned int __isGlobal(const void *p) { return __nvvm_isspacep_global(p); }
KX_DEV unsigned int __isShared(const void *p) { return __nvvm_isspacep_shared(p); }
KX_DEV unsigned int __isConstant(const void *p) { return __nvvm_isspacep_const(p); }
KX_DEV unsigned int __isLocal(const void *p) { return __nvvm_isspacep_local(p); }
/* generic <-> specific address-space conversions, done with clang's
 * address_space casts (NVPTX: 1 global, 3 shared, 4 constant, 5 local) */
KX_DEV size_t __cvta_generic_to_global(const void *p) {
  return (size_t)(void __attribute__((address_space(1))) *)p;
}
KX_DEV size_t __cvta_generic_to_shared(const void *p) {
  return (size_t)(void __attribute__((address_space(3))) *)p;
}
KX_DEV size_t __cvta_generic_to_constant(const void *p) {
  return (size_t)(void __attribute__((address_space(4))) *)p;
}
KX_DEV size_t __cvta_generic_to_local(const void *p) {
  return (size_t)(void __attribute__((address_space(5))) *)p;
}
KX_DEV void *__cvta_global_to_generic(size_t a) {
  return (void *)(void __attribute__((address_space(1))) *)a;
}
KX_DEV void *__cvta_shared_to_generic(size_t a) {
  return (void *)(void __attribute__((address_space(3))) *)a;
}

/* sleep (sm_70+) */
KX_DEV void __nanosleep(unsigned int ns) { __nvvm_nanosleep(ns); }

/* sm_61 dot products, written out arithmetically */
KX_DEV int __dp4a(int a, int b, int c) {
  for (int i = 0; i < 4; ++i)
    c += (int)(signed char)(a >> (8 * i)) * (int)(signed char)(b >> (8 * i));
  return c;
}
KX_DEV unsigned int __dp4a(unsigned int a, unsigned int b, unsigned int c) {
  for (int i = 0; i < 4; ++i)
    c += ((a >> (8 * i)) & 0xffu) * ((b >> (8 * i)) & 0xffu);
  return c;
}
KX_DEV int __dp4a(char4 a, char4 b, int c) {
  return c + a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}
KX_DEV unsigned int __dp4a(uchar4 a, uchar4 b, unsigned int c) {
  return c + a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}

/* cache-hinted loads and stores (sm_32+ / sm_35+): modelled as plain
 * accesses, which is all the parser needs. */
#define KX_LOAD_HINT(name)                                                     \
  template <class T> KX_DEV T name(const T *p) { return *p; }
KX_LOAD_HINT(__ldcg)
KX_LOAD_HINT(__ldca)
KX_LOAD_HINT(__ldcs)
KX_LOAD_HINT(__ldlu)
KX_LOAD_HINT(__ldcv)
#undef KX_LOAD_HINT
#define KX_STORE_HINT(name)                                                    \
  template <class T> KX_DEV void name(T *p, T v) { *p = v; }
KX_STORE_HINT(__stwb)
KX_STORE_HINT(__stcg)
KX_STORE_HINT(__stcs)
KX_STORE_HINT(__stwt)
#undef KX_STORE_HINT

#pragma pop_macro("KX_DEV")

#endif /* KX_DEVICE_FUNCTIONS_H */
