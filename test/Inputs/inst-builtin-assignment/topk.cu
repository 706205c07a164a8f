// A template kernel the TU never instantiates, copying a class with array
// members: its implicit assignment copies the arrays with
// __builtin_memcpy, which nothing in the TU used before.
template <typename T> struct TopK {
  int Index[4];
  T Value[4];
};

template <typename T>
__global__ void keep_best(TopK<T> *Out, const TopK<T> *In) {
  TopK<T> Best;
  Best = In[threadIdx.x];
  Out[threadIdx.x] = Best;
}
