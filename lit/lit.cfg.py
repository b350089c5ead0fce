# -*- Python -*-
# lit configuration for nvvm-lower. Run through scripts/test, or by hand:
#   cargo build --release && . scripts/env.sh && lit-22 -sv lit/
import os
import shlex
import shutil
import sys

import lit.formats

config.name = "nvvm-lower"
config.test_format = lit.formats.ShTest(True)  # external /bin/sh, pipes behave as usual
config.suffixes = [".mlir"]
config.excludes = ["Inputs"]  # helper files for RUN lines, not tests

config.test_source_root = os.path.dirname(os.path.abspath(__file__))
repo_root = os.path.dirname(config.test_source_root)
target_dir = os.environ.get("NVVM_LOWER_TARGET_DIR") or os.path.join(repo_root, "target")
config.test_exec_root = os.path.join(target_dir, "lit")  # Output/ lives in target/, not in the sources
os.makedirs(config.test_exec_root, exist_ok=True)

llvm_bin = os.path.join(os.environ.get("LLVM_SYS_221_PREFIX", "/usr/lib/llvm-22"), "bin")


def llvm_tool(name):
    """Prefer the unversioned tool in the LLVM 22 prefix, then the Debian `name-22` alias."""
    path = os.path.join(llvm_bin, name)
    if os.access(path, os.X_OK):
        return path
    alias = shutil.which(name + "-22")
    if alias:
        return alias
    lit_config.fatal(f"{name} (LLVM 22) not found in {llvm_bin} or PATH; run scripts/setup")


# Tests must never silently skip or pass vacuously: a missing binary is a config error.
nvvm_lower = os.environ.get("NVVM_LOWER_BIN") or os.path.join(target_dir, "release", "nvvm-lower")
if not os.access(nvvm_lower, os.X_OK):
    lit_config.fatal(f"{nvvm_lower} not found; run `cargo build --release` (scripts/test does)")

ptxas13 = os.environ.get("NVVM_LOWER_PTXAS_13") or os.path.join(repo_root, "tools", "ptxas-13.5", "ptxas")
ptxas12 = os.environ.get("NVVM_LOWER_PTXAS_12") or os.path.join(repo_root, "tools", "ptxas-12.9", "ptxas")
missing = [p for p in (ptxas13, ptxas12) if not os.access(p, os.X_OK)]
if missing:
    lit_config.fatal("ptxas missing: " + ", ".join(missing) + "; run scripts/setup")
config.available_features.add("ptxas")

# Substitutions are regexes applied in order: keep longer keys ahead of any key they start with.
config.substitutions += [
    ("%nvvm-lower", nvvm_lower),
    ("%FileCheck", llvm_tool("FileCheck")),
    ("%not", llvm_tool("not")),
    ("%count", llvm_tool("count")),
    ("%llc", llvm_tool("llc")),
    ("%mlir-translate", llvm_tool("mlir-translate")),
    ("%mlir-opt", llvm_tool("mlir-opt")),
    # Run with lit's own interpreter: no dependence on which python3 PATH finds.
    ("%ptxas-verify", shlex.join([sys.executable, os.path.join(repo_root, "scripts", "ptxas-verify")])),
    ("%ptxas13", ptxas13),
    # Generators of inputs too large to commit (lit/*/Inputs/*.py).
    ("%python", shlex.quote(sys.executable)),
    ("%ptxas12", ptxas12),
]

# RUN lines see only this environment (lit starts from a clean one); the ptxas
# paths are exported so the CLI's --verify-ptx finds the pinned binaries too.
config.environment["NVVM_LOWER_PTXAS_13"] = ptxas13
config.environment["NVVM_LOWER_PTXAS_12"] = ptxas12
config.environment["LLVM_DISABLE_SYMBOLIZATION"] = "1"
config.environment["PATH"] = os.pathsep.join([llvm_bin, os.environ.get("PATH", "")])
for var in ("HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
