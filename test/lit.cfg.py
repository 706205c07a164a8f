# lit configuration for kernel-extract's behaviour tests.
import os
import subprocess
import shutil

import lit.formats

config.name = "kernel-extract"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".test", ".cu", ".cuh"]
config.excludes = ["Inputs"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = os.path.join(config.kx_tools_dir, "..", "test")

path = [config.kx_tools_dir, config.filecheck_dir, "/usr/local/cuda/bin"]
config.environment["PATH"] = os.pathsep.join(path + [config.environment.get("PATH", os.environ.get("PATH", ""))])
# The tests' projects live in kernel-extract's own checkout (test/Inputs,
# examples/, the build tree): as for git, the search for a project's
# checkout does not go up into it.
# Progress lines in a log depend on how long a run takes: none in tests
# that check stderr line by line (progress*.test unset this).
config.environment["KERNEL_EXTRACT_OPTIONS"] = "--progress-interval=1000000"
config.environment["GIT_CEILING_DIRECTORIES"] = os.pathsep.join(
    os.path.abspath(d) for d in (config.kx_source_root, config.test_exec_root))
for var in ("HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]

config.substitutions.append(("%examples", os.path.join(config.kx_source_root, "examples")))
config.substitutions.append(("%share", config.kx_share_dir))
config.substitutions.append(("%kx_tools_dir", config.kx_tools_dir))
config.substitutions.append(("%kx_build_dir", config.kx_build_dir))
config.substitutions.append(("%kx_source_root", config.kx_source_root))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%clang_resource_dir", config.clang_resource_dir))
# `%expect-exit N cmd...`: runs cmd and fails unless it exits with status N.
config.substitutions.append(
    ("%expect-exit", "%s %s" % (config.python_executable,
                                os.path.join(config.test_source_root, "Inputs", "expect_exit.py"))))
# `%signal-run --when GLOB ...`: interrupts a run at a point (Inputs/signal_run.py).
config.substitutions.append(
    ("%signal-run", "%s %s" % (config.python_executable,
                               os.path.join(config.test_source_root, "Inputs", "signal_run.py"))))
# Fills a checked-in database template (Inputs/*.json.in) for this machine.
config.substitutions.append(
    ("%fill-db", "%s %s" % (config.python_executable,
                            os.path.join(config.test_source_root, "Inputs", "fill_db.py"))))

def which(tool):
    return shutil.which(tool, path=config.environment["PATH"])

# Optional verifiers: tests that need them say REQUIRES.
for tool in ("nvcc", "bear", "hipcc", "clang++-19", "ninja", "cpack", "git",
             "dpkg-deb", "dpkg-shlibdeps", "script"):
    if which(tool):
        config.available_features.add(tool.replace("+", "x"))
if os.path.isfile("/usr/local/cuda/include/cuda_runtime.h") or os.environ.get("CUDA_PATH"):
    config.available_features.add("cuda-sdk")
# torch's hipify, from Debian's python3-torch (Debian's interpreter).
if os.path.isfile("/usr/lib/python3/dist-packages/torch/utils/hipify/hipify_python.py"):
    config.available_features.add("torch-hipify")
# JSON Schema checks of datasets (scripts/validate-dataset.py).
if subprocess.call(["/usr/bin/python3", "-c", "import jsonschema"],
                   stderr=subprocess.DEVNULL) == 0 if os.path.exists("/usr/bin/python3") else False:
    config.available_features.add("system-jsonschema")
# jsonschema for the interpreter lit runs with (pip's, 4.18 and later on
# most machines: the `referencing` registry), besides Debian's.
if subprocess.call([config.python_executable, "-c", "import jsonschema"],
                   stderr=subprocess.DEVNULL) == 0:
    config.available_features.add("python-jsonschema")
# glm, a header-only library installed in the system's include directory
# (Debian's libglm-dev).
if os.path.isfile("/usr/include/glm/glm.hpp"):
    config.available_features.add("glm")
# hipCUB, which Debian 12 does not package: a HIP unit needing it is skipped.
if any(os.path.isfile(os.path.join(d, "hipcub", "hipcub.hpp"))
       for d in ("/usr/include", "/opt/rocm/include")):
    config.available_features.add("hipcub")

# `env PATH=<dir>:%env-path cmd`: the test PATH with a directory first.
config.substitutions.append(("%env-path", config.environment["PATH"]))

# `env PATH=%path-without-nvcc cmd`: the test PATH less every directory that
# holds an nvcc, for runs that must not find one (--verify falls back to clang).
config.substitutions.append(
    ("%path-without-nvcc",
     os.pathsep.join(d for d in config.environment["PATH"].split(os.pathsep)
                     if d and not os.path.exists(os.path.join(d, "nvcc")))))

# `env PATH=%path-without-gpu-compilers cmd`: the test PATH less every
# directory holding nvcc or hipcc (--verify falls back to clang for both).
config.substitutions.append(
    ("%path-without-gpu-compilers",
     os.pathsep.join(d for d in config.environment["PATH"].split(os.pathsep)
                     if d and not any(os.path.exists(os.path.join(d, tool))
                                      for tool in ("nvcc", "hipcc")))))
