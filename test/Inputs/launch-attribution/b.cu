__global__ void defined_in_b(int *p) { p[0] = 3; }

void b(int *p) {
  // Inside a lambda: the launch belongs to the function that holds it.
  auto launch = [&] { defined_in_b<<<1, 1>>>(p); };
  launch();
}
