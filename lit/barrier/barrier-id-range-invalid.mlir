// A constant barrier id outside [0, 15] is refused at the id operand: llc-22
// does not range-check it and would emit `bar.sync 16`, which ptxas rejects.
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @ids(%n: i32, %p: i32) {
  %c16 = llvm.mlir.constant(16 : i32) : i32
  %m1 = llvm.mlir.constant(-1 : i32) : i32
  // CHECK: error[range]: barrierId 16 is out of range [0, 15]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:21
  nvvm.barrier id = %c16
  // CHECK: error[range]: barrierId 16 is out of range [0, 15]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:21
  nvvm.barrier id = %c16 number_of_threads = %n
  // CHECK: error[range]: barrierId 16 is out of range [0, 15]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:26
  %0 = nvvm.barrier id = %c16 #nvvm.reduction<popc> %p -> i32
  // CHECK: error[range]: barrierId 16 is out of range [0, 15]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:28
  nvvm.barrier.arrive id = %c16 number_of_threads = %n
  // CHECK: error[range]: barrierId -1 is out of range [0, 15]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:21
  nvvm.barrier id = %m1
  // CHECK-NOT: error
  llvm.return
}
