// A header two TUs include: one loses its kernel (a type that TU never
// declares), the other finds it.
#pragma once

__global__ void header_kernel(Element *data) { data[threadIdx.x] = Element(); }
