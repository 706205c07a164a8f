# A PyTorch extension as torch.utils.cpp_extension builds it (never run by
# the tests: build.ninja.in is what its builder writes).
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="scale_ops",
    ext_modules=[CUDAExtension("scale_ops", ["csrc/scale.cpp", "csrc/scale_kernel.cu"])],
    cmdclass={"build_ext": BuildExtension},
)
