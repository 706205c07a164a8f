__global__ void in_good_file(int *p) { p[0] = 2; }
