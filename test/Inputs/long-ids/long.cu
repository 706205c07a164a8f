// Template arguments long enough that a variant's id, spelled from them,
// would not fit a file name.
template <typename A, typename B> struct a_pair_of_rather_long_type_names {
  A first;
  B second;
};
struct an_element_type_whose_name_goes_on_and_on_and_on {
  float value;
};

template <typename T>
__global__ void copy(const T *in, T *out, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    out[i] = in[i];
}

using Long = a_pair_of_rather_long_type_names<
    an_element_type_whose_name_goes_on_and_on_and_on,
    a_pair_of_rather_long_type_names<
        an_element_type_whose_name_goes_on_and_on_and_on, int>>;
using Longer = a_pair_of_rather_long_type_names<
    an_element_type_whose_name_goes_on_and_on_and_on,
    a_pair_of_rather_long_type_names<
        an_element_type_whose_name_goes_on_and_on_and_on, long>>;

void run(const Long *a, Long *b, const Longer *c, Longer *d, int n) {
  copy<<<(n + 255) / 256, 256>>>(a, b, n);
  copy<<<(n + 255) / 256, 256>>>(c, d, n);
}
