# shellcheck shell=bash
# The compiles that profile the tool for its layout (scripts/symbol-order,
# scripts/bolt): every bundled example for the target its header names, read
# from its file and written to a file, as a user runs the tool; an empty
# module, an example to LLVM IR and an input with an error, each through
# standard input and output; and two examples in one batch run on two
# threads.
#
#   . scripts/profile-compiles.sh
#   each_profile_compile CALLBACK WORKDIR
#
# calls `CALLBACK N INPUT ARGS...` once per compile: N numbers the compile
# (001, 002, ...), INPUT is the file for its standard input, ARGS the tool's
# arguments. A compile that writes files writes them to WORKDIR/out (a file
# or a folder), removed after each callback returns. WORKDIR also receives
# the inputs that are not examples. Run from the repository root.
each_profile_compile() {
  local callback=$1 work=$2 n=0 ex target
  echo 'module {}' >"$work/empty.mlir"
  printf 'llvm.func @k() {\n  nvvm.barrier0 %%x\n  llvm.return\n}\n' >"$work/bad.mlir"
  one() { # stdin-file, args...: the next compile
    n=$((n + 1))
    "$callback" "$(printf %03d $n)" "$@"
    rm -rf "$work/out"
  }
  for ex in examples/*.mlir; do
    target=$(grep -m1 -o -- '--target [^ ]*' "$ex" | cut -d' ' -f2)
    one /dev/null "$ex" --target "${target:-sm_90a}" -o "$work/out"
  done
  one "$work/empty.mlir" - --target sm_90a -o -
  one examples/mbarrier_pipeline.mlir - --target sm_90a --emit llvm-ir -o -
  one "$work/bad.mlir" - --target sm_90a -o -
  one /dev/null examples/mbarrier_pipeline.mlir examples/tma_wgmma.mlir --target sm_90a -o "$work/out" -j 2
}
