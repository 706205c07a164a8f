
// Appended to the unit by standalone-kernel-namespace.test: the kernel keeps
// its qualified name.
void launch_qualified(float *data, int n) {
  proj::ops::offset_kernel<<<(n + 127) / 128, 128>>>(data, n);
}
