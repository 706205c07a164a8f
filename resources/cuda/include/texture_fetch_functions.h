/*
 * texture_fetch_functions.h -- declarations of the texture-object fetch
 * templates (tex1Dfetch<T>, tex1D<T>, tex2D<T>, tex3D<T>, ...).
 *
 * Bundled with kernel-extract for parsing CUDA sources without a CUDA SDK;
 * written for kernel-extract, not NVIDIA's header text.  Declarations only:
 * enough for kernels that read textures to parse.  Legacy texture references
 * (texture<T, dim> and tex1Dfetch(texref, i)) are not supported; they were
 * removed in CUDA 12.
 */
#ifndef KX_TEXTURE_FETCH_FUNCTIONS_H
#define KX_TEXTURE_FETCH_FUNCTIONS_H

#include "driver_types.h"

template <class T> __device__ T tex1Dfetch(cudaTextureObject_t obj, int x);
template <class T> __device__ T tex1D(cudaTextureObject_t obj, float x);
template <class T>
__device__ T tex2D(cudaTextureObject_t obj, float x, float y);
template <class T>
__device__ T tex3D(cudaTextureObject_t obj, float x, float y, float z);
template <class T>
__device__ T tex1DLayered(cudaTextureObject_t obj, float x, int layer);
template <class T>
__device__ T tex2DLayered(cudaTextureObject_t obj, float x, float y,
                          int layer);
template <class T>
__device__ T tex2DLod(cudaTextureObject_t obj, float x, float y, float level);
template <class T>
__device__ void surf2Dwrite(T data, cudaSurfaceObject_t obj, int x, int y);
template <class T>
__device__ T surf2Dread(cudaSurfaceObject_t obj, int x, int y);

#endif /* KX_TEXTURE_FETCH_FUNCTIONS_H */
