// Barrier operands in an address space the op does not take are refused with
// MLIR 22's wording (" must be mbarrier barrier type, but got "), at the operand.
// RUN: %nvvm-lower %s --target sm_90 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @spaces(%c7: !llvm.ptr<7>, %g: !llvm.ptr, %g1: !llvm.ptr<1>, %n: i32, %s: i64) {
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.init' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+3]]:22
  // CHECK: = 'nvvm.mbarrier.init' takes a pointer to generic (!llvm.ptr) or shared_cta (!llvm.ptr<3>)
  // CHECK-EMPTY:
  nvvm.mbarrier.init %c7, %n : !llvm.ptr<7>, i32
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.inval' must be mbarrier barrier type, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:23
  nvvm.mbarrier.inval %g1 : !llvm.ptr<1>
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.expect_tx' must be mbarrier barrier type, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+2]]:27
  // CHECK: = 'nvvm.mbarrier.expect_tx' takes a pointer to shared_cta (!llvm.ptr<3>) or shared_cluster (!llvm.ptr<7>)
  nvvm.mbarrier.expect_tx %g, %n : !llvm.ptr, i32
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.complete_tx' must be mbarrier barrier type, but got !llvm.ptr
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:29
  nvvm.mbarrier.complete_tx %g, %n : !llvm.ptr, i32
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.arrive' must be mbarrier barrier type, but got !llvm.ptr<1>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:29
  %0 = nvvm.mbarrier.arrive %g1 : !llvm.ptr<1> -> i64
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.arrive.nocomplete' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:40
  %1 = nvvm.mbarrier.arrive.nocomplete %c7, %n : !llvm.ptr<7>, i32 -> i64
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.arrive_drop.nocomplete' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:45
  %2 = nvvm.mbarrier.arrive_drop.nocomplete %c7, %n : !llvm.ptr<7>, i32 -> i64
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.test.wait' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:32
  %3 = nvvm.mbarrier.test.wait %c7, %s : !llvm.ptr<7>, i64 -> i1
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.try_wait' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:31
  %4 = nvvm.mbarrier.try_wait %c7, %s : !llvm.ptr<7>, i64 -> i1
  // CHECK: error[space]: operand #0 of 'nvvm.mbarrier.try_wait.parity' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  nvvm.mbarrier.try_wait.parity %c7, %n, %n : !llvm.ptr<7>, i32, i32
  // CHECK: error[space]: operand #0 of 'nvvm.cp.async.mbarrier.arrive' must be mbarrier barrier type, but got !llvm.ptr<7>
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:33
  nvvm.cp.async.mbarrier.arrive %c7 : !llvm.ptr<7>
  // A non-pointer barrier is a type error with the same wording.
  // CHECK: error[type]: operand #0 of 'nvvm.mbarrier.init' must be mbarrier barrier type, but got i32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:22
  nvvm.mbarrier.init %n, %n : i32, i32
  llvm.return
}
// CHECK-NOT: error
