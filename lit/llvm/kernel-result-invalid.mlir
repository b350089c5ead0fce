// A kernel returns nothing: PTX's .entry has no result, and ptxas refuses
// the PTX of one that returns a value ("Illegal operand type to
// instruction 'st'").
// RUN: %not %nvvm-lower %s --target sm_90 2>&1 | %FileCheck %s
// CHECK: error[type]: kernel '@k' returns i32; a kernel returns nothing
// CHECK-NEXT: ┌─ {{.*}}kernel-result-invalid.mlir:[[# @LINE + 2]]:

llvm.func @k() -> i32 attributes {nvvm.kernel} {
  %c = llvm.mlir.constant(1 : i32) : i32
  llvm.return %c : i32
}
