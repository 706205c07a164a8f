steady
// It fills each buffer from a generator seeded with `seed`, launches the kernel
// once, writes the buffers it stores to (in parameter order) to `out_` and
// prints their checksum: a kernel parameter is named out.
