"""Hipifies a copy of this extension as torch's extension builder does on
ROCm (torch.utils.cpp_extension, IS_HIP_EXTENSION): hipify in the setup.py
directory, out of place, the sources and their include directories.

usage: /usr/bin/python3 hipify.py PROJECT_DIR
"""
import os
import sys

from torch.utils.hipify import hipify_python

project = os.path.abspath(sys.argv[1])
os.chdir(project)
sources = ["csrc/ops.cpp", "csrc/cuda/scale_cuda.cu"]
result = hipify_python.hipify(
    project_directory=project,
    output_directory=project,
    header_include_dirs=["csrc/common/cuda", "csrc/include"],
    includes=[os.path.join(project, "*")],
    extra_files=[os.path.abspath(s) for s in sources],
    show_detailed=False,
    show_progress=False,
    is_pytorch_extension=True,
    hipify_extra_files_only=True,
)
for source in sources:
    print(os.path.relpath(result[os.path.abspath(source)]["hipified_path"], project))
