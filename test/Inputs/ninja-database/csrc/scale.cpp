void scale(const float *in, float *out, float factor, int n);
void scale_binding(const float *in, float *out, int n) { scale(in, out, 2.0f, n); }
