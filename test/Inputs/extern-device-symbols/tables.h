// Device tables every TU of the project reads; tables.cu defines them and
// fills them from the host (cudaMemcpyToSymbol).
#pragma once

#define TABLE_SIZE 16

extern __constant__ float coefficients[TABLE_SIZE];
extern /* tables.cu */ __device__ unsigned long long launches;
// No bound here: a unit cannot define it.
extern __constant__ int offsets[];

void uploadCoefficients(const float *host);
