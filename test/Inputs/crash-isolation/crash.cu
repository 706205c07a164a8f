// clang's own way to crash the parse (a stand-in for a crash in clang or in
// the tool): the run goes on without this TU.
__global__ void lost(float *Out) { Out[threadIdx.x] = 0.0f; }

#pragma clang __debug crash
