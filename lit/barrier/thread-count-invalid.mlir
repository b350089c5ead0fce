// Constant thread counts are checked as ptxas would: a multiple of the warp
// size ("must be in multiple of warp size"), and non-zero for bar.arrive
// ("requires a non-zero thread count argument").
// RUN: %nvvm-lower %s --target sm_80 > %t.out 2> %t.err; test $? -eq 1
// RUN: %count 0 < %t.out
// RUN: %FileCheck %s -DFILE=%s --input-file %t.err

llvm.func @counts(%p: i32) {
  %c0 = llvm.mlir.constant(0 : i32) : i32
  %c33 = llvm.mlir.constant(33 : i32) : i32
  // CHECK: error[range]: numberOfThreads 33 is not a multiple of 32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:36
  nvvm.barrier number_of_threads = %c33
  // CHECK: error[range]: numberOfThreads 33 is not a multiple of 32
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:41
  %0 = nvvm.barrier number_of_threads = %c33 #nvvm.reduction<popc> %p -> i32
  // CHECK: error[range]: numberOfThreads 0 is out of range [1, 2147483647]
  // CHECK-NEXT: ┌─ [[FILE]]:[[@LINE+1]]:43
  nvvm.barrier.arrive number_of_threads = %c0
  llvm.return
}
