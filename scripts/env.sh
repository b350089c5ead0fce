# shellcheck shell=bash
# Environment shared by scripts/nvvm-lower, scripts/test and the lit suite.
# Source it (`. scripts/env.sh`); it works from any cwd and sets no shell options,
# so it is also safe to source from an interactive shell.

NVVM_LOWER_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
export NVVM_LOWER_ROOT

# Pinned ptxas binaries installed by scripts/setup (git-ignored tools/ folder).
# The CLI and scripts/ptxas-verify look them up through these absolute paths.
export NVVM_LOWER_PTXAS_13="$NVVM_LOWER_ROOT/tools/ptxas-13.5/ptxas"
export NVVM_LOWER_PTXAS_12="$NVVM_LOWER_ROOT/tools/ptxas-12.9/ptxas"

# LLVM 22's tools (llc, FileCheck, mlir-opt); llvm-sys links LLVM into the
# tool from the same prefix.
export LLVM_SYS_221_PREFIX="${LLVM_SYS_221_PREFIX:-/usr/lib/llvm-22}"

# Crash backtraces from LLVM otherwise spawn llvm-symbolizer (slow, noisy).
export LLVM_DISABLE_SYMBOLIZATION=1

# Unversioned FileCheck/not/count/llc for tests and developers.
case ":$PATH:" in
  *":$LLVM_SYS_221_PREFIX/bin:"*) ;;
  *) export PATH="$LLVM_SYS_221_PREFIX/bin:$PATH" ;;
esac

# Where cargo puts the binary (honours a CARGO_TARGET_DIR; a relative one is
# taken relative to the repo root, where the scripts run cargo).
case "${CARGO_TARGET_DIR:-}" in
  "") NVVM_LOWER_TARGET_DIR="$NVVM_LOWER_ROOT/target" ;;
  /*) NVVM_LOWER_TARGET_DIR="$CARGO_TARGET_DIR" ;;
  *) NVVM_LOWER_TARGET_DIR="$NVVM_LOWER_ROOT/$CARGO_TARGET_DIR"; export CARGO_TARGET_DIR="$NVVM_LOWER_TARGET_DIR" ;;
esac
export NVVM_LOWER_TARGET_DIR
# The binary `cargo build --release` writes, which the scripts and lit run.
export NVVM_LOWER_BIN="$NVVM_LOWER_TARGET_DIR/release/nvvm-lower"
