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
# or a folder), which the callback is to remove after each. WORKDIR also
# receives the inputs that are not examples. Run from the repository root.
each_profile_compile() {
  local callback=$1 work=$2 n=0 ex target
  echo 'module {}' >"$work/empty.mlir"
  printf 'llvm.func @k() {\n  nvvm.barrier0 %%x\n  llvm.return\n}\n' >"$work/bad.mlir"
  for ex in examples/*.mlir; do
    target=$(grep -m1 -o -- '--target [^ ]*' "$ex" | cut -d' ' -f2)
    n=$((n + 1)); "$callback" "$(printf %03d $n)" /dev/null "$ex" --target "${target:-sm_90a}" -o "$work/out"
  done
  n=$((n + 1)); "$callback" "$(printf %03d $n)" "$work/empty.mlir" - --target sm_90a -o -
  n=$((n + 1)); "$callback" "$(printf %03d $n)" examples/mbarrier_pipeline.mlir - --target sm_90a --emit llvm-ir -o -
  n=$((n + 1)); "$callback" "$(printf %03d $n)" "$work/bad.mlir" - --target sm_90a -o -
  n=$((n + 1)); "$callback" "$(printf %03d $n)" /dev/null examples/mbarrier_pipeline.mlir examples/tma_wgmma.mlir --target sm_90a -o "$work/out" -j 2
}
