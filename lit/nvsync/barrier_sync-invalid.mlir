// A named barrier id outside 0-15 (ptxas: "Barrier number out of range") and a
// thread count that is not a multiple of 32 are refused at the operand.
// RUN: %not %nvvm-lower %s --target sm_80 2> %t.err
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @k() attributes {nvvm.kernel} {
  %bad = llvm.mlir.constant(16 : i32) : i32
  %id = llvm.mlir.constant(1 : i32) : i32
  %odd = llvm.mlir.constant(48 : i32) : i32
  // CHECK: error[range]: barrierId 16 is out of range [0, 15]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:28
  nvsync.barrier_sync id = %bad
  // CHECK: error[range]: numberOfThreads
  nvsync.barrier_arrive id = %id number_of_threads = %odd
  llvm.return
}
