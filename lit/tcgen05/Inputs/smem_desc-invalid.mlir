// Misused nvvm.tcgen05.mma_smem_desc (RUN line in ../v_mma_smem_desc.mlir):
// operand types, the result type, and the call-like parentheses.
// CHECK: error[type]: operand 'baseOffset' of 'nvvm.tcgen05.mma_smem_desc' must be i8, but got i32
// CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:48
// CHECK: error[type]: 'nvvm.tcgen05.mma_smem_desc' returns i64, not i32
llvm.func @types(%s: i32, %b: i8, %m: i1) {
  %d = nvvm.tcgen05.mma_smem_desc (%s, %s, %s, %s, %m, %s) : (i32, i32, i32, i32, i1, i32) -> i64
  %e = nvvm.tcgen05.mma_smem_desc (%s, %s, %s, %b, %m, %b) : (i32, i32, i32, i8, i1, i8) -> i32
  llvm.return
}

// -----

// CHECK: error[parse]: expected '(', found '%s'
llvm.func @parens(%s: i32, %b: i8, %m: i1) {
  %d = nvvm.tcgen05.mma_smem_desc %s, %s, %s, %b, %m, %b : (i32, i32, i32, i8, i1, i8) -> i64
  llvm.return
}
