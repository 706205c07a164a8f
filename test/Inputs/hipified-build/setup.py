# A PyTorch extension as torch.utils.cpp_extension builds it on ROCm (never
# run by the tests: hipify.py hipifies it as the builder does, and
# build.ninja.in is the build.ninja the builder writes).
from setuptools import setup
from torch.utils.cpp_extension import BuildExtension, CUDAExtension

setup(
    name="scale_ops",
    ext_modules=[CUDAExtension("scale_ops", ["csrc/ops.cpp", "csrc/cuda/scale_cuda.cu"],
                               include_dirs=["csrc/common/cuda"])],
    cmdclass={"build_ext": BuildExtension},
)
