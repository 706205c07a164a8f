/*
 * device_atomic_functions.h -- the user-facing atomic*() overloads.
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  clang's
 * __clang_cuda_device_functions.h provides the typed primitives
 * (__iAtomicAdd, __fAtomicAdd, __ullAtomicCAS, ... and their _block/_system
 * variants); CUDA's generic names (atomicAdd, atomicCAS, atomicMax, ...) come
 * from the SDK, so they are defined here on top of clang's primitives.
 * Must be included after __clang_cuda_device_functions.h.
 */
#ifndef KX_DEVICE_ATOMIC_FUNCTIONS_H
#define KX_DEVICE_ATOMIC_FUNCTIONS_H

#pragma push_macro("KX_ATOMIC")
#define KX_ATOMIC static __inline__ __device__ __attribute__((always_inline))

/* ---- atomic* (device scope) ---- */
KX_ATOMIC int atomicAdd(int *address, int val) {
  return __iAtomicAdd(address, val);
}
KX_ATOMIC unsigned int atomicAdd(unsigned int *address, unsigned int val) {
  return __uAtomicAdd(address, val);
}
KX_ATOMIC unsigned long long atomicAdd(unsigned long long *address, unsigned long long val) {
  return __ullAtomicAdd(address, val);
}
KX_ATOMIC float atomicAdd(float *address, float val) {
  return __fAtomicAdd(address, val);
}
KX_ATOMIC double atomicAdd(double *address, double val) {
  return __dAtomicAdd(address, val);
}
KX_ATOMIC int atomicExch(int *address, int val) {
  return __iAtomicExch(address, val);
}
KX_ATOMIC unsigned int atomicExch(unsigned int *address, unsigned int val) {
  return __uAtomicExch(address, val);
}
KX_ATOMIC unsigned long long atomicExch(unsigned long long *address, unsigned long long val) {
  return __ullAtomicExch(address, val);
}
KX_ATOMIC float atomicExch(float *address, float val) {
  return __fAtomicExch(address, val);
}
KX_ATOMIC int atomicMin(int *address, int val) {
  return __iAtomicMin(address, val);
}
KX_ATOMIC unsigned int atomicMin(unsigned int *address, unsigned int val) {
  return __uAtomicMin(address, val);
}
KX_ATOMIC long long atomicMin(long long *address, long long val) {
  return __illAtomicMin(address, val);
}
KX_ATOMIC unsigned long long atomicMin(unsigned long long *address, unsigned long long val) {
  return __ullAtomicMin(address, val);
}
KX_ATOMIC int atomicMax(int *address, int val) {
  return __iAtomicMax(address, val);
}
KX_ATOMIC unsigned int atomicMax(unsigned int *address, unsigned int val) {
  return __uAtomicMax(address, val);
}
KX_ATOMIC long long atomicMax(long long *address, long long val) {
  return __illAtomicMax(address, val);
}
KX_ATOMIC unsigned long long atomicMax(unsigned long long *address, unsigned long long val) {
  return __ullAtomicMax(address, val);
}
KX_ATOMIC unsigned int atomicInc(unsigned int *address, unsigned int val) {
  return __uAtomicInc(address, val);
}
KX_ATOMIC unsigned int atomicDec(unsigned int *address, unsigned int val) {
  return __uAtomicDec(address, val);
}
KX_ATOMIC int atomicAnd(int *address, int val) {
  return __iAtomicAnd(address, val);
}
KX_ATOMIC unsigned int atomicAnd(unsigned int *address, unsigned int val) {
  return __uAtomicAnd(address, val);
}
KX_ATOMIC unsigned long long atomicAnd(unsigned long long *address, unsigned long long val) {
  return __ullAtomicAnd(address, val);
}
KX_ATOMIC int atomicOr(int *address, int val) {
  return __iAtomicOr(address, val);
}
KX_ATOMIC unsigned int atomicOr(unsigned int *address, unsigned int val) {
  return __uAtomicOr(address, val);
}
KX_ATOMIC unsigned long long atomicOr(unsigned long long *address, unsigned long long val) {
  return __ullAtomicOr(address, val);
}
KX_ATOMIC int atomicXor(int *address, int val) {
  return __iAtomicXor(address, val);
}
KX_ATOMIC unsigned int atomicXor(unsigned int *address, unsigned int val) {
  return __uAtomicXor(address, val);
}
KX_ATOMIC unsigned long long atomicXor(unsigned long long *address, unsigned long long val) {
  return __ullAtomicXor(address, val);
}
KX_ATOMIC int atomicSub(int *address, int val) {
  return __iAtomicAdd(address, (int)(0 - val));
}
KX_ATOMIC unsigned int atomicSub(unsigned int *address, unsigned int val) {
  return __uAtomicAdd(address, (unsigned int)(0 - val));
}
KX_ATOMIC int atomicCAS(int *address, int compare, int val) {
  return __iAtomicCAS(address, compare, val);
}
KX_ATOMIC unsigned int atomicCAS(unsigned int *address, unsigned int compare, unsigned int val) {
  return __uAtomicCAS(address, compare, val);
}
KX_ATOMIC unsigned long long atomicCAS(unsigned long long *address, unsigned long long compare, unsigned long long val) {
  return __ullAtomicCAS(address, compare, val);
}

/* ---- atomic*_block ---- */
KX_ATOMIC int atomicAdd_block(int *address, int val) {
  return __iAtomicAdd_block(address, val);
}
KX_ATOMIC unsigned int atomicAdd_block(unsigned int *address, unsigned int val) {
  return __uAtomicAdd_block(address, val);
}
KX_ATOMIC unsigned long long atomicAdd_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicAdd_block(address, val);
}
KX_ATOMIC float atomicAdd_block(float *address, float val) {
  return __fAtomicAdd_block(address, val);
}
KX_ATOMIC double atomicAdd_block(double *address, double val) {
  return __dAtomicAdd_block(address, val);
}
KX_ATOMIC int atomicExch_block(int *address, int val) {
  return __iAtomicExch_block(address, val);
}
KX_ATOMIC unsigned int atomicExch_block(unsigned int *address, unsigned int val) {
  return __uAtomicExch_block(address, val);
}
KX_ATOMIC unsigned long long atomicExch_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicExch_block(address, val);
}
KX_ATOMIC float atomicExch_block(float *address, float val) {
  return __fAtomicExch_block(address, val);
}
KX_ATOMIC int atomicMin_block(int *address, int val) {
  return __iAtomicMin_block(address, val);
}
KX_ATOMIC unsigned int atomicMin_block(unsigned int *address, unsigned int val) {
  return __uAtomicMin_block(address, val);
}
KX_ATOMIC long long atomicMin_block(long long *address, long long val) {
  return __illAtomicMin_block(address, val);
}
KX_ATOMIC unsigned long long atomicMin_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicMin_block(address, val);
}
KX_ATOMIC int atomicMax_block(int *address, int val) {
  return __iAtomicMax_block(address, val);
}
KX_ATOMIC unsigned int atomicMax_block(unsigned int *address, unsigned int val) {
  return __uAtomicMax_block(address, val);
}
KX_ATOMIC long long atomicMax_block(long long *address, long long val) {
  return __illAtomicMax_block(address, val);
}
KX_ATOMIC unsigned long long atomicMax_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicMax_block(address, val);
}
KX_ATOMIC unsigned int atomicInc_block(unsigned int *address, unsigned int val) {
  return __uAtomicInc_block(address, val);
}
KX_ATOMIC unsigned int atomicDec_block(unsigned int *address, unsigned int val) {
  return __uAtomicDec_block(address, val);
}
KX_ATOMIC int atomicAnd_block(int *address, int val) {
  return __iAtomicAnd_block(address, val);
}
KX_ATOMIC unsigned int atomicAnd_block(unsigned int *address, unsigned int val) {
  return __uAtomicAnd_block(address, val);
}
KX_ATOMIC unsigned long long atomicAnd_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicAnd_block(address, val);
}
KX_ATOMIC int atomicOr_block(int *address, int val) {
  return __iAtomicOr_block(address, val);
}
KX_ATOMIC unsigned int atomicOr_block(unsigned int *address, unsigned int val) {
  return __uAtomicOr_block(address, val);
}
KX_ATOMIC unsigned long long atomicOr_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicOr_block(address, val);
}
KX_ATOMIC int atomicXor_block(int *address, int val) {
  return __iAtomicXor_block(address, val);
}
KX_ATOMIC unsigned int atomicXor_block(unsigned int *address, unsigned int val) {
  return __uAtomicXor_block(address, val);
}
KX_ATOMIC unsigned long long atomicXor_block(unsigned long long *address, unsigned long long val) {
  return __ullAtomicXor_block(address, val);
}
KX_ATOMIC int atomicSub_block(int *address, int val) {
  return __iAtomicAdd_block(address, (int)(0 - val));
}
KX_ATOMIC unsigned int atomicSub_block(unsigned int *address, unsigned int val) {
  return __uAtomicAdd_block(address, (unsigned int)(0 - val));
}
KX_ATOMIC int atomicCAS_block(int *address, int compare, int val) {
  return __iAtomicCAS_block(address, compare, val);
}
KX_ATOMIC unsigned int atomicCAS_block(unsigned int *address, unsigned int compare, unsigned int val) {
  return __uAtomicCAS_block(address, compare, val);
}
KX_ATOMIC unsigned long long atomicCAS_block(unsigned long long *address, unsigned long long compare, unsigned long long val) {
  return __ullAtomicCAS_block(address, compare, val);
}

/* ---- atomic*_system ---- */
KX_ATOMIC int atomicAdd_system(int *address, int val) {
  return __iAtomicAdd_system(address, val);
}
KX_ATOMIC unsigned int atomicAdd_system(unsigned int *address, unsigned int val) {
  return __uAtomicAdd_system(address, val);
}
KX_ATOMIC unsigned long long atomicAdd_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicAdd_system(address, val);
}
KX_ATOMIC float atomicAdd_system(float *address, float val) {
  return __fAtomicAdd_system(address, val);
}
KX_ATOMIC double atomicAdd_system(double *address, double val) {
  return __dAtomicAdd_system(address, val);
}
KX_ATOMIC int atomicExch_system(int *address, int val) {
  return __iAtomicExch_system(address, val);
}
KX_ATOMIC unsigned int atomicExch_system(unsigned int *address, unsigned int val) {
  return __uAtomicExch_system(address, val);
}
KX_ATOMIC unsigned long long atomicExch_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicExch_system(address, val);
}
KX_ATOMIC float atomicExch_system(float *address, float val) {
  return __fAtomicExch_system(address, val);
}
KX_ATOMIC int atomicMin_system(int *address, int val) {
  return __iAtomicMin_system(address, val);
}
KX_ATOMIC unsigned int atomicMin_system(unsigned int *address, unsigned int val) {
  return __uAtomicMin_system(address, val);
}
KX_ATOMIC long long atomicMin_system(long long *address, long long val) {
  return __illAtomicMin_system(address, val);
}
KX_ATOMIC unsigned long long atomicMin_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicMin_system(address, val);
}
KX_ATOMIC int atomicMax_system(int *address, int val) {
  return __iAtomicMax_system(address, val);
}
KX_ATOMIC unsigned int atomicMax_system(unsigned int *address, unsigned int val) {
  return __uAtomicMax_system(address, val);
}
KX_ATOMIC long long atomicMax_system(long long *address, long long val) {
  return __illAtomicMax_system(address, val);
}
KX_ATOMIC unsigned long long atomicMax_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicMax_system(address, val);
}
KX_ATOMIC unsigned int atomicInc_system(unsigned int *address, unsigned int val) {
  return __uAtomicInc_system(address, val);
}
KX_ATOMIC unsigned int atomicDec_system(unsigned int *address, unsigned int val) {
  return __uAtomicDec_system(address, val);
}
KX_ATOMIC int atomicAnd_system(int *address, int val) {
  return __iAtomicAnd_system(address, val);
}
KX_ATOMIC unsigned int atomicAnd_system(unsigned int *address, unsigned int val) {
  return __uAtomicAnd_system(address, val);
}
KX_ATOMIC unsigned long long atomicAnd_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicAnd_system(address, val);
}
KX_ATOMIC int atomicOr_system(int *address, int val) {
  return __iAtomicOr_system(address, val);
}
KX_ATOMIC unsigned int atomicOr_system(unsigned int *address, unsigned int val) {
  return __uAtomicOr_system(address, val);
}
KX_ATOMIC unsigned long long atomicOr_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicOr_system(address, val);
}
KX_ATOMIC int atomicXor_system(int *address, int val) {
  return __iAtomicXor_system(address, val);
}
KX_ATOMIC unsigned int atomicXor_system(unsigned int *address, unsigned int val) {
  return __uAtomicXor_system(address, val);
}
KX_ATOMIC unsigned long long atomicXor_system(unsigned long long *address, unsigned long long val) {
  return __ullAtomicXor_system(address, val);
}
KX_ATOMIC int atomicSub_system(int *address, int val) {
  return __iAtomicAdd_system(address, (int)(0 - val));
}
KX_ATOMIC unsigned int atomicSub_system(unsigned int *address, unsigned int val) {
  return __uAtomicAdd_system(address, (unsigned int)(0 - val));
}
KX_ATOMIC int atomicCAS_system(int *address, int compare, int val) {
  return __iAtomicCAS_system(address, compare, val);
}
KX_ATOMIC unsigned int atomicCAS_system(unsigned int *address, unsigned int compare, unsigned int val) {
  return __uAtomicCAS_system(address, compare, val);
}
KX_ATOMIC unsigned long long atomicCAS_system(unsigned long long *address, unsigned long long compare, unsigned long long val) {
  return __ullAtomicCAS_system(address, compare, val);
}

/* 16-bit CAS (sm_70+): emulated with a 32-bit CAS on the containing word. */
KX_ATOMIC unsigned short int atomicCAS(unsigned short int *address,
                                       unsigned short int compare,
                                       unsigned short int val) {
  unsigned long long addr = (unsigned long long)address;
  unsigned int *word = (unsigned int *)(addr & ~3ull);
  unsigned int shift = (unsigned int)(addr & 2ull) * 8u;
  unsigned int mask = 0xffffu << shift;
  unsigned int old = *word, assumed;
  do {
    assumed = old;
    if (((assumed & mask) >> shift) != compare)
      break;
    old = __uAtomicCAS(word, assumed,
                       (assumed & ~mask) | ((unsigned int)val << shift));
  } while (old != assumed);
  return (unsigned short int)((old & mask) >> shift);
}

#pragma pop_macro("KX_ATOMIC")

#endif /* KX_DEVICE_ATOMIC_FUNCTIONS_H */
