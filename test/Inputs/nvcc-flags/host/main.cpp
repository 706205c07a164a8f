// A host-only file compiled by g++: skipped, not parsed as CUDA.
#error "a host compile must not be parsed"
int main() { return 0; }
