#pragma once
#include "helpers.cuh"

// Spelled in the header: extracted when the header is named.
__global__ void in_header(float *x) { x[threadIdx.x] *= SCALE; }
