// A packed struct as a kernel's element type (a docking code's atoms): its
// members do not bind to references, so the harness fills them by value.
struct __attribute__((packed)) Atom {
  float x, y, z;
  int type;
};

__global__ void atom_energy(const Atom *atoms, float *energy, int n) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (i < n)
    energy[i] = atoms[i].x * atoms[i].y + atoms[i].z * float(atoms[i].type);
}
