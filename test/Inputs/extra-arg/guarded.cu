__global__ void always(int *p) { p[0] = 0; }

#ifdef WITH_EXTRA
__global__ void with_extra(int *p) { p[0] = 1; }
#endif

#ifdef BEFORE
__global__ void with_before(int *p) { p[0] = 2; }
#endif

// The database defines LEVEL: -ULEVEL undefines it only after that -D.
#ifndef LEVEL
__global__ void level_undefined(int *p) { p[0] = 3; }
#endif
